import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { keepOutOfPageCache, recordRenderTags, servePage } from "./page-cache";
import { revalidate } from "./revalidations.mjs";

const visitor = (path: string, init: RequestInit = {}) =>
  new Request(`http://localhost${path}`, { headers: { "Accept-Encoding": "gzip" }, ...init });

/** A page render that counts its calls and reads through tables tagged `tags`. */
function renderer(html: string, tags: string[] = [], init: ResponseInit = {}) {
  const render = vi.fn(async () => {
    recordRenderTags(tags);
    return new Response(html, {
      status: 200,
      ...init,
      headers: { "Content-Type": "text/html", ...init.headers },
    });
  });
  return render;
}

async function bodyOf(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  return response.headers.get("content-encoding") === "gzip"
    ? gunzipSync(bytes).toString()
    : bytes.toString();
}

describe("the page cache", () => {
  afterEach(() => vi.useRealTimers());

  it("renders a page once, then serves it gzipped until a table it read changes", async () => {
    vi.useFakeTimers({ now: 1_000 });
    const render = renderer("<p>Formations</p>", ["formations"]);
    const first = await servePage(visitor("/formations/locaux"), "/formations/locaux", render);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(first.headers.get("cache-control")).toBe("s-maxage=3600, stale-while-revalidate=82800");
    vi.setSystemTime(2_000);
    const second = await servePage(visitor("/formations/locaux"), "/formations/locaux", render);
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(second.headers.get("content-encoding")).toBe("gzip");
    expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await bodyOf(second)).toBe("<p>Formations</p>");
    // Another table changes: the page stays.
    vi.setSystemTime(3_000);
    await revalidate(["blog-posts"]);
    vi.setSystemTime(4_000);
    await servePage(visitor("/formations/locaux"), "/formations/locaux", render);
    expect(render).toHaveBeenCalledTimes(1);
    // One it read changes: rendered again.
    vi.setSystemTime(5_000);
    await revalidate(["formations"]);
    vi.setSystemTime(6_000);
    const third = await servePage(visitor("/formations/locaux"), "/formations/locaux", render);
    expect(third.headers.get("x-cache")).toBe("MISS");
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("takes Astro's island style out of the body, the site's stylesheet holding its rule", async () => {
    const island = '<astro-island uid="a"><button>Menu</button></astro-island>';
    const render = renderer(
      `<main><p>Texte</p><style>astro-island,astro-slot,astro-static-slot{display:contents}</style>${island}</main>`,
    );
    const page = await servePage(visitor("/reclamation"), "/reclamation", render);
    expect(await bodyOf(page)).toBe(`<main><p>Texte</p>${island}</main>`);
  });

  it("renders again a page whose table changed while it was being rendered", async () => {
    vi.useFakeTimers({ now: 10_000 });
    const render = vi.fn(async () => {
      recordRenderTags(["events"]);
      // An edit lands between the page's read and the end of its render.
      await revalidate(["events"]);
      return new Response("<p>Calendrier</p>", { headers: { "Content-Type": "text/html" } });
    });
    await servePage(visitor("/calendar"), "/calendar", render);
    vi.setSystemTime(10_500);
    await servePage(visitor("/calendar"), "/calendar", render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("renders a page again after an hour: what is upcoming depends on the day", async () => {
    vi.useFakeTimers({ now: 20_000 });
    const render = renderer("<p>Accueil</p>");
    await servePage(visitor("/"), "/", render);
    vi.setSystemTime(20_000 + 3_599_000);
    await servePage(visitor("/"), "/", render);
    expect(render).toHaveBeenCalledTimes(1);
    vi.setSystemTime(20_000 + 3_600_000);
    await servePage(visitor("/"), "/", render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("renders a page again at midnight in Paris, within the hour: today has changed", async () => {
    // 23:30 in Paris (UTC+1 in winter), then 00:10 the next day, then 00:40.
    vi.useFakeTimers({ now: Date.parse("2026-12-01T22:30:00Z") });
    const render = renderer("<p>Calendrier</p>");
    await servePage(visitor("/calendar"), "/calendar", render);
    vi.setSystemTime(Date.parse("2026-12-01T22:59:00Z"));
    await servePage(visitor("/calendar"), "/calendar", render);
    expect(render).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.parse("2026-12-01T23:10:00Z"));
    await servePage(visitor("/calendar"), "/calendar", render);
    expect(render).toHaveBeenCalledTimes(2);
    vi.setSystemTime(Date.parse("2026-12-01T23:40:00Z"));
    await servePage(visitor("/calendar"), "/calendar", render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("keeps no not-found page, no page rendered for its request, and no page whose read failed", async () => {
    const missing = renderer("<h1>Formation introuvable</h1>", [], { status: 404 });
    const personal = vi.fn(async () => {
      const response = new Response("<p>Résultats</p>", {
        headers: { "Content-Type": "text/html" },
      });
      keepOutOfPageCache(response.headers);
      return response;
    });
    const failed = renderer('<p role="alert" data-read-failure="">Erreur</p>');
    for (const [path, render] of [
      ["/formation/inconnue", missing],
      ["/formations/recherche", personal],
      ["/blog", failed],
    ] as const) {
      const first = await servePage(visitor(path), path, render);
      await servePage(visitor(path), path, render);
      expect(render, path).toHaveBeenCalledTimes(2);
      expect(first.headers.get("cache-control"), path).toContain("no-store");
    }
  });

  it("never serves a post, nor a page asked without a key, from the cache", async () => {
    const render = renderer("<p>Contact</p>");
    await servePage(visitor("/contact"), "/contact", render);
    const posted = await servePage(visitor("/contact", { method: "POST" }), null, render);
    expect(posted.headers.get("x-cache")).toBe("MISS");
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("answers a browser that takes no gzip in plain text, and a HEAD with no body", async () => {
    const render = renderer("<p>À propos</p>");
    await servePage(visitor("/about"), "/about", render);
    const plain = await servePage(new Request("http://localhost/about"), "/about", render);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe("<p>À propos</p>");
    const head = await servePage(visitor("/about", { method: "HEAD" }), "/about", render);
    expect(head.body).toBeNull();
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("names the page's own inline scripts in its policy, and no other", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const html =
      '<html><head><script>self.Astro={}</script><script type="module" src="/_astro/a.js"></script>' +
      '<script type="application/ld+json">{"@type":"Course"}</script></head></html>';
    const response = await servePage(visitor("/cgu"), "/cgu", renderer(html));
    const policy = response.headers.get("content-security-policy")!;
    const scriptSources = /script-src ([^;]+)/.exec(policy)![1]!.split(" ");
    expect(scriptSources).toHaveLength(2);
    expect(scriptSources[0]).toBe("'self'");
    expect(scriptSources[1]).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
    vi.unstubAllEnvs();
  });

  it("passes what is not a page through, with the site's headers", async () => {
    const render = vi.fn(async () => new Response("Méthode non autorisée.", { status: 405 }));
    const response = await servePage(visitor("/cgv"), "/cgv", render);
    expect(response.status).toBe(405);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toBe("Méthode non autorisée.");
  });
});
