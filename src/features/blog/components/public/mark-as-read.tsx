"use client";

import { useEffect } from "react";
import { markArticleRead } from "./use-read-articles";

/** Once an article has loaded, its card turns green on the blog page. */
export function MarkAsRead({ slug }: { slug: string }) {
  useEffect(() => markArticleRead(slug), [slug]);
  return null;
}
