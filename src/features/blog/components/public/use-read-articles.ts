"use client";

import { useMemo, useSyncExternalStore } from "react";
import { parseReadArticles } from "../../read-articles";
import { READ_ARTICLES_CHANGE } from "./mark-article-read";

function subscribe(onChange: () => void) {
  // Another tab may have read an article: the cookie is read again when the window gets focus.
  window.addEventListener("focus", onChange);
  window.addEventListener(READ_ARTICLES_CHANGE, onChange);
  return () => {
    window.removeEventListener("focus", onChange);
    window.removeEventListener(READ_ARTICLES_CHANGE, onChange);
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
