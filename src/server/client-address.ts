import "server-only";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { BlockList, isIP } from "node:net";
import { oneLine } from "@/lib/text";

/**
 * The visitor's address, for rate limits (sign-in, sign-up, contact form) and for the evidence
 * of a document accepted online.
 *
 * Next.js hands X-Forwarded-For through as the client sent it, and any client can send one: a
 * new value per request would reset every limit. So this process writes the address itself, in
 * its own header, before Next.js sees the request: the connection's peer, or, when that peer is
 * a proxy listed in TRUSTED_PROXIES, the first untrusted hop of X-Forwarded-For read from the
 * right. A value a client sends in that header is always replaced.
 */
export const CLIENT_ADDRESS_HEADER = "x-client-address";
/** The same address in full (an IPv6 one not cut to its /64), for the evidence of a signature. */
const EXACT_ADDRESS_HEADER = "x-client-address-exact";

/** IPv6 clients get a /64 each from their provider: they are counted by that prefix. */
const IPV6_GROUP_BITS = 64;

/** TRUSTED_PROXIES: addresses or CIDR ranges, comma-separated. A wrong entry stops the start. */
export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix, ...rest] = entry.split("/");
    const family = isIP(address);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    const valid =
      family !== 0 &&
      rest.length === 0 &&
      Number.isInteger(bits) &&
      bits >= 0 &&
      bits <= (family === 6 ? 128 : 32);
    if (!valid)
      throw new Error(
        `TRUSTED_PROXIES : « ${entry} » n'est ni une adresse IP ni une plage CIDR (ex. 10.0.0.0/8).`,
      );
    list.addSubnet(address, bits, family === 6 ? "ipv6" : "ipv4");
  }
  return list;
}

/** `::ffff:203.0.113.9`, how Node reports IPv4 peers on a dual-stack socket, is 203.0.113.9. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

function isTrusted(address: string, trusted: BlockList): boolean {
  const family = isIP(address);
  return family !== 0 && trusted.check(address, family === 6 ? "ipv6" : "ipv4");
}

/**
 * The client of one request: the peer itself unless it is a trusted proxy; then, walking
 * X-Forwarded-For from the right (each proxy appends the address it saw), the first hop that is
 * not a trusted proxy. Entries left of it were written by the client and are never read.
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: BlockList,
): string {
  return groupOf(exactClientAddress(peer, forwardedFor, trusted));
}

/** The client's own address, as resolveClientAddress finds it, before any grouping. */
function exactClientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: BlockList,
): string {
  let client = plainAddress(peer ?? "");
  const hops = [forwardedFor ?? []]
    .flat()
    .join(",")
    .split(",")
    .map((hop) => plainAddress(hop.trim()))
    .filter(Boolean);
  while (isTrusted(client, trusted) && hops.length > 0) {
    const next = hops.pop()!;
    if (isIP(next) === 0) break; // a proxy wrote something that is not an address: stop at the proxy
    client = next;
  }
  return client;
}

/** The key a limit counts by: an IPv4 address as is, an IPv6 address by its /64 prefix. */
export function groupOf(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  const prefix = groups
    .slice(0, IPV6_GROUP_BITS / 16)
    .map((group) => group.replace(/^0+(?=.)/, ""));
  return `${prefix.join(":")}::`;
}

const INSTALLED = Symbol.for("formations-site.client-address");
const holder = globalThis as typeof globalThis & { [INSTALLED]?: BlockList };

/**
 * Writes CLIENT_ADDRESS_HEADER on every request this process receives, before any handler runs
 * (Node's `http.server.request.start` channel fires ahead of the request listener). Once per
 * process; called at start by the instrumentation hook.
 */
export function writeClientAddresses(trusted: BlockList): void {
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = trusted;
  subscribe("http.server.request.start", (message) => {
    const { request } = message as { request: IncomingMessage };
    const exact = exactClientAddress(
      request.socket.remoteAddress,
      request.headers["x-forwarded-for"],
      trusted,
    );
    request.headers[EXACT_ADDRESS_HEADER] = exact;
    request.headers[CLIENT_ADDRESS_HEADER] = groupOf(exact);
  });
}

/** The address a limit counts for this request (written by `writeClientAddresses`). */
export function clientAddressOf(requestHeaders: Headers): string {
  return requestHeaders.get(CLIENT_ADDRESS_HEADER) ?? "inconnue";
}

/**
 * The client's full address, as the evidence of an online acceptance records it: only what this
 * process wrote, never a header a client sent to a process that did not install the hook.
 */
function exactClientAddressOf(requestHeaders: Headers): string {
  const address = requestHeaders.get(EXACT_ADDRESS_HEADER) ?? "";
  return holder[INSTALLED] && isIP(address) !== 0 ? address : "inconnue";
}

/** The longest user agent evidence keeps: the header is the client's to fill. */
const MAX_USER_AGENT = 500;

/**
 * What the evidence of an online act (an acceptance, a signature) records of its request: the
 * client's full address and its browser, on one line.
 */
export function signerEvidenceOf(requestHeaders: Headers): {
  clientAddress: string;
  userAgent: string;
} {
  return {
    clientAddress: exactClientAddressOf(requestHeaders),
    userAgent: oneLine(requestHeaders.get("user-agent") ?? "").slice(0, MAX_USER_AGENT),
  };
}
