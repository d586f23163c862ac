import { expect, test } from "@playwright/test";
import { htmlErrors } from "../support/html-validator";
import { servedPublicPages } from "./support/public-pages";

/** What the machines that read the site check: the W3C HTML checker (decision 39). */
test("every public page is valid HTML for the W3C checker", async ({ request }) => {
  test.setTimeout(180_000);
  const pages = await servedPublicPages(request);
  // The demo content: 11 pages, 16 formations and 10 articles in the sitemap, and the unlisted ones.
  expect(pages.length).toBeGreaterThanOrEqual(40);
  expect(await htmlErrors(pages)).toEqual([]);
});
