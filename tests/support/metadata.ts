import { expect, type Page } from "@playwright/test";

/** The page's head as every page sets it: title with the brand, description, canonical address, noindex. */
export async function expectNoIndexPageHead(page: Page, title: string, path: string) {
  await expect(page).toHaveTitle(`${title} | Atlas Tech Formation`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S{10}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new URL(path, page.url()).toString(),
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
}
