import { parseReadArticles, readArticlesCookie, withReadArticle } from "../../read-articles";

/**
 * Records that an article has been read: its card turns green on the blog page. Plain DOM, run
 * by the article page's own script, which needs no React.
 */
export function markArticleRead(slug: string) {
  document.cookie = readArticlesCookie(withReadArticle(parseReadArticles(document.cookie), slug));
}

/**
 * Marks the blog's cards under `root` whose article this browser has read (`data-read`, which
 * their styles follow). Plain DOM too: the cached page is the same for every visitor, and the
 * list's island wakes only when used, so the page's script marks the first cards and the island
 * those it appends.
 */
export function showReadArticles(root: ParentNode) {
  const read = new Set(parseReadArticles(document.cookie));
  for (const card of root.querySelectorAll<HTMLElement>("[data-article]"))
    card.dataset.read = String(read.has(card.dataset.article ?? ""));
}
