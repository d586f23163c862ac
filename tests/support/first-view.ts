import type { Page, Request } from "@playwright/test";

/** A link prefetch: the next page's payload, which the first view leaves out. */
const isPrefetch = (request: Request) => new URL(request.url()).searchParams.has("_rsc");

/** Every address of the page's lazy images, each width of their srcset included. */
function lazyImageAddresses(page: Page): Promise<string[]> {
  return page.$$eval("img[loading=lazy]", (images) =>
    (images as HTMLImageElement[]).flatMap((image) => [
      image.src,
      ...image.srcset
        .split(",")
        .map((candidate) => candidate.trim().split(/\s+/)[0])
        .filter((source): source is string => Boolean(source))
        .map((source) => new URL(source, document.baseURI).href),
    ]),
  );
}

/**
 * The bytes a page's first view cost, as bench/lighthouse.mjs counts them: every response to the
 * requests made until the load event, compressed as sent and with its headers, except the link
 * prefetches and the scripts of the routes they prefetch (the router fetches them for a link in
 * view, before the load event or after it as the host's load has it: a script the served HTML
 * does not name is not the page's), the images the HTML marks lazy (the browser fetches some of
 * those anyway) and what was cancelled.
 */
export async function firstViewBytes(page: Page, requests: Request[]): Promise<number> {
  const lazy = new Set(await lazyImageAddresses(page));
  const navigation = requests.find((request) => request.isNavigationRequest());
  const html = (await (await navigation?.response())?.text()) ?? "";
  const prefetchedScript = (request: Request) => {
    const { pathname } = new URL(request.url());
    return pathname.startsWith("/_next/static/chunks/") && !html.includes(pathname);
  };
  let bytes = 0;
  for (const request of requests) {
    if (
      !request.url().startsWith("http") ||
      isPrefetch(request) ||
      prefetchedScript(request) ||
      lazy.has(request.url())
    )
      continue;
    // Cancelled (a prefetch the next navigation stopped): nothing, or a part, was downloaded.
    if (request.failure()) continue;
    const sizes = await request.sizes();
    bytes += sizes.responseBodySize + sizes.responseHeadersSize;
  }
  return bytes;
}
