import { describe, expect, it } from "vitest";
import { groupOf, resolveClientAddress, trustedProxyList } from "./client-address";

const none = trustedProxyList([]);
const proxy = trustedProxyList(["127.0.0.1", "::1", "10.0.0.0/8"]);

describe("resolveClientAddress", () => {
  it("counts the connection's peer and ignores a forwarded address nobody trusted", () => {
    expect(resolveClientAddress("203.0.113.9", "198.51.100.1", none)).toBe("203.0.113.9");
    expect(resolveClientAddress("::ffff:203.0.113.9", ["1.1.1.1", "2.2.2.2"], none)).toBe(
      "203.0.113.9",
    );
    // Even loopback forwards nothing until TRUSTED_PROXIES names it.
    expect(resolveClientAddress("127.0.0.1", "198.51.100.1", none)).toBe("127.0.0.1");
  });

  it("behind trusted proxies, takes the first untrusted hop from the right", () => {
    // The client forged the first entry; the proxy appended the address it saw.
    expect(resolveClientAddress("127.0.0.1", "6.6.6.6, 203.0.113.9", proxy)).toBe("203.0.113.9");
    expect(resolveClientAddress("10.1.2.3", "203.0.113.9, 10.0.0.7", proxy)).toBe("203.0.113.9");
    expect(resolveClientAddress("::1", undefined, proxy)).toBe("0:0:0:0::");
    expect(resolveClientAddress("127.0.0.1", "not-an-address", proxy)).toBe("127.0.0.1");
  });

  it("counts an IPv6 client by its /64", () => {
    expect(resolveClientAddress("2001:db8:1:2:aaaa::1", undefined, none)).toBe("2001:db8:1:2::");
    expect(resolveClientAddress("2001:db8:1:2:ffff:ffff:ffff:ffff", undefined, none)).toBe(
      "2001:db8:1:2::",
    );
    expect(resolveClientAddress("127.0.0.1", "2001:0db8:0001:0002::9", proxy)).toBe(
      "2001:db8:1:2::",
    );
  });
});

describe("groupOf", () => {
  it("keeps IPv4 and shortens IPv6 to its network prefix", () => {
    expect(groupOf("198.51.100.7")).toBe("198.51.100.7");
    expect(groupOf("2001:db8::1")).toBe("2001:db8:0:0::");
    expect(groupOf("fe80::1:2:3:4")).toBe("fe80:0:0:0::");
  });
});

describe("trustedProxyList", () => {
  it("refuses an entry that is neither an address nor a range, in French", () => {
    expect(() => trustedProxyList(["10.0.0.0/33"])).toThrow(
      "TRUSTED_PROXIES : « 10.0.0.0/33 » n'est ni une adresse IP ni une plage CIDR",
    );
    expect(() => trustedProxyList(["proxy.example"])).toThrow("TRUSTED_PROXIES");
  });
});
