import { parseReadArticles, readArticlesCookie, withReadArticle } from "../../read-articles";

/** Told to the blog's list (use-read-articles.ts) when this tab reads an article. */
export const READ_ARTICLES_CHANGE = "readarticleschange";

/**
 * Records that an article has been read: its card turns green on the blog page. Plain DOM, run
 * by the article page's own script, which needs no React.
 */
export function markArticleRead(slug: string) {
  document.cookie = readArticlesCookie(withReadArticle(parseReadArticles(document.cookie), slug));
  window.dispatchEvent(new Event(READ_ARTICLES_CHANGE));
}
