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
 * prefetches, the images the HTML marks lazy (the browser fetches some of those anyway) and what
 * was cancelled.
 */
export async function firstViewBytes(page: Page, requests: Request[]): Promise<number> {
  const lazy = new Set(await lazyImageAddresses(page));
  let bytes = 0;
  for (const request of requests) {
    if (!request.url().startsWith("http") || isPrefetch(request) || lazy.has(request.url()))
      continue;
    // Cancelled (a prefetch the next navigation stopped): nothing, or a part, was downloaded.
    if (request.failure()) continue;
    const sizes = await request.sizes();
    bytes += sizes.responseBodySize + sizes.responseHeadersSize;
  }
  return bytes;
}
