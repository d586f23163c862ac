import { sharedCacheControl } from "./cache-control";

const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text safe inside an XML element or attribute (characters XML 1.0 forbids are dropped). */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, "")
    .replace(/[&<>"']/g, (character) => entities[character]!);
}

/** An XML document response that a proxy may cache for `maxAge` seconds. */
export function xmlResponse(body: string, contentType: string, maxAge = 3600): Response {
  return new Response(body, {
    headers: {
      "Content-Type": `${contentType}; charset=utf-8`,
      "Cache-Control": sharedCacheControl(maxAge),
    },
  });
}

/**
 * An SVG drawn from the code alone, served under an address that carries a digest of it: kept
 * for good, since a new drawing comes under a new address.
 */
export function immutableSvgResponse(svg: string): Response {
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
