import { expect, type Page } from "@playwright/test";

/** Words of English interfaces (framework and library defaults) that must not reach a French reader. */
const ENGLISH_UI_WORDS = /\b(close|loading|error|submit|search|next|previous)\b/gi;

/**
 * Fails on any of those words in what the page shows or announces: its title, its text (hidden
 * text included, which screen readers may read), and the labels, titles, alternatives and
 * placeholders of its elements. Scripts and styles are code, not text, and are left out.
 */
export async function expectNoEnglishWords(page: Page) {
  const texts = await page.evaluate(() => {
    const found = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest("script, style, template, noscript"))
        found.push(node.textContent ?? "");
    }
    const attributes = [
      "aria-label",
      "aria-description",
      "aria-roledescription",
      "aria-valuetext",
      "title",
      "alt",
      "placeholder",
    ];
    for (const element of document.body.querySelectorAll("*")) {
      for (const name of attributes) found.push(element.getAttribute(name) ?? "");
    }
    return found.filter(Boolean);
  });
  const hits = texts.flatMap((text) =>
    [...text.matchAll(ENGLISH_UI_WORDS)].map(
      (match) =>
        `« ${match[0]} » dans « ${text.slice(Math.max(0, match.index - 40), match.index + 40).trim()} »`,
    ),
  );
  expect(hits, page.url()).toEqual([]);
}
