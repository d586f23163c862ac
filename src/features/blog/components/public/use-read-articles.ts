"use client";

import { useMemo, useSyncExternalStore } from "react";
import { parseReadArticles, readArticlesCookie, withReadArticle } from "../../read-articles";

const CHANGE_EVENT = "readarticleschange";

function subscribe(onChange: () => void) {
  // Another tab may have read an article: the cookie is read again when the window gets focus.
  window.addEventListener("focus", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("focus", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The slugs this browser has read; none on the server, so cached pages stay the same for all. */
export function useReadArticles(): string[] {
  const cookies = useSyncExternalStore(
    subscribe,
    () => document.cookie,
    () => "",
  );
  return useMemo(() => parseReadArticles(cookies), [cookies]);
}

/** Records that an article has been read. */
export function markArticleRead(slug: string) {
  document.cookie = readArticlesCookie(withReadArticle(parseReadArticles(document.cookie), slug));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
