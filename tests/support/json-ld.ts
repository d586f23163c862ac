/** The JSON-LD documents of a page's HTML, parsed. */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json!),
  );
}
