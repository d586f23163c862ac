import { afterEach, describe, expect, it, vi } from "vitest";
import CacheHandler from "./cache-handler.mjs";

const page = (tags: string[]) => ({
  kind: "APP_PAGE",
  html: "<p>page</p>",
  headers: { "x-next-cache-tags": tags.join(",") },
});

describe("the page cache", () => {
  afterEach(() => vi.useRealTimers());

  it("serves what was stored until a tag it used is revalidated", async () => {
    vi.useFakeTimers({ now: 1_000 });
    const cache = new CacheHandler();
    await cache.set("/formations/locaux", page(["formations"]));
    await cache.set("/blog", page(["blog-posts"]));
    await cache.set(
      "data:destinations",
      { kind: "FETCH", data: {} },
      { tags: ["locations", "events"] },
    );
    expect(await cache.get("/formations/locaux")).not.toBeNull();

    vi.setSystemTime(2_000);
    await cache.revalidateTag(["formations", "events"]);
    expect(await cache.get("/formations/locaux")).toBeNull();
    expect(await cache.get("data:destinations")).toBeNull();
    expect(await cache.get("/blog")).not.toBeNull();
  });

  it("keeps an entry stored after the revalidation", async () => {
    vi.useFakeTimers({ now: 10_000 });
    const cache = new CacheHandler();
    await cache.revalidateTag("locations");
    vi.setSystemTime(11_000);
    await cache.set("/formations/etranger", page(["locations"]));
    expect(await cache.get("/formations/etranger")).not.toBeNull();
  });

  it("checks the soft tags Next.js passes at read time (the page path)", async () => {
    vi.useFakeTimers({ now: 20_000 });
    const cache = new CacheHandler();
    await cache.set("/", page([]));
    vi.setSystemTime(21_000);
    await cache.revalidateTag("_N_T_/");
    expect(await cache.get("/", { softTags: ["_N_T_/"] })).toBeNull();
  });

  it("keeps no not-found page: addresses naming nothing cannot fill the cache", async () => {
    const cache = new CacheHandler();
    await cache.set("/formation/inconnue", { ...page(["formations"]), status: 404 });
    expect(await cache.get("/formation/inconnue")).toBeNull();
    await cache.set("/formation/python", { ...page(["formations"]), status: 200 });
    expect(await cache.get("/formation/python")).not.toBeNull();
  });

  it("keeps no route's answer that could not be given: the abroad map is drawn again once its places read", async () => {
    const cache = new CacheHandler();
    const route = (status: number) => ({
      kind: "APP_ROUTE",
      status,
      body: Buffer.from(""),
      headers: { "x-next-cache-tags": "locations,events" },
    });
    await cache.set("/formations/etranger/carte.json", route(503));
    expect(await cache.get("/formations/etranger/carte.json")).toBeNull();
    await cache.set("/formations/etranger/carte.json", route(200));
    expect(await cache.get("/formations/etranger/carte.json")).not.toBeNull();
  });

  it("keeps no page rendered while one of its reads failed: the next visitor gets the list once it reads again", async () => {
    const cache = new CacheHandler();
    await cache.set("/blog", {
      ...page(["blog-posts"]),
      html: '<p role="alert" data-read-failure="">Erreur lors du chargement des articles</p>',
    });
    expect(await cache.get("/blog")).toBeNull();
  });

  it("serves a page with a policy that allows its own inline scripts only", async () => {
    const cache = new CacheHandler();
    const stored = {
      ...page(["team"]),
      html: "<html><head><script>self.__next_f.push([1])</script></head></html>",
    };
    await cache.set("/contact", stored);
    const html: string = (await cache.get("/contact"))?.value.html;
    expect(html).toMatch(
      /^<html><head><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='"\/><script>/,
    );
    // The request that rendered the page is answered with the same policy.
    expect(stored.html).toBe(html);
  });

  it("pushes out the least recently read entries first once full", async () => {
    const cache = new CacheHandler();
    await cache.set("/", page([]));
    for (let index = 0; index < 1_999; index += 1) {
      await cache.set(`/blog/page-${index}`, page([]));
      // The home page is read all along: it stays while the others come and go.
      if (index % 100 === 0) await cache.get("/");
    }
    await cache.set("/blog/un-de-trop", page([]));
    expect(await cache.get("/")).not.toBeNull();
    expect(await cache.get("/blog/page-0")).toBeNull();
    expect(await cache.get("/blog/page-1")).not.toBeNull();
  });
});
