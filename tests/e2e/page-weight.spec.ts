import { expect, test } from "@playwright/test";
import { servedPublicPages } from "../support/public-pages";

/** The most a page may preload in fonts (page-weight issue): one file, the headings' face. */
const FONT_BUDGET = { files: 1, bytes: 25_000 };

test("every public page preloads at most one font file, of at most 25 kB", async ({ request }) => {
  test.setTimeout(120_000);
  const pages = await servedPublicPages(request);
  const fonts = new Map<string, number>();
  for (const { path, html } of pages) {
    const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map(
      ([, href]) => href!,
    );
    expect(preloaded.length, path).toBeLessThanOrEqual(FONT_BUDGET.files);
    for (const href of preloaded) fonts.set(href, 0);
  }
  // The pages do preload the headings' face: a test that finds no font measures nothing.
  expect(fonts.size).toBe(1);
  for (const href of fonts.keys()) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect((await response.body()).length, href).toBeLessThanOrEqual(FONT_BUDGET.bytes);
  }
});
