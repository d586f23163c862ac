"use client";

import { useEffect, useRef, useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import type { BlogPostCard } from "../../types";
import { BlogCard, BlogCardSkeletons } from "./blog-card";
import { showReadArticles } from "./read-marks";

const BLOG_LOAD_ERROR = "Erreur lors du chargement des articles";

/**
 * The blog grid: the first page comes rendered from the server, 'Voir plus' appends the next
 * one. The button shows only while the last page was full.
 */
export function BlogList({
  firstPage,
  pageSize,
  moreUrl,
}: {
  firstPage: BlogPostCard[];
  pageSize: number;
  /** Where the next page is read from, given the number of posts already shown. */
  moreUrl: string;
}) {
  const [posts, setPosts] = useState(firstPage);
  const [lastPageSize, setLastPageSize] = useState(firstPage.length);
  const [status, setStatus] = useState<"idle" | "loading" | "error">("idle");
  const list = useRef<HTMLUListElement>(null);
  // The page's script marked the first cards read; the appended ones are marked here.
  useEffect(() => {
    if (list.current) showReadArticles(list.current);
  }, [posts]);

  async function loadMore() {
    setStatus("loading");
    try {
      const response = await fetch(`${moreUrl}?offset=${posts.length}`);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const page = (await response.json()) as BlogPostCard[];
      setPosts((shown) => [...shown, ...page]);
      setLastPageSize(page.length);
      setStatus("idle");
    } catch (error) {
      console.error(BLOG_LOAD_ERROR, error);
      setStatus("error");
    }
  }

  return (
    <div className="space-y-10">
      {posts.length === 0 ? (
        <p className="rounded-3xl bg-gray-100 p-8 text-center text-ink/70">
          Aucun article pour le moment.
        </p>
      ) : (
        <ul ref={list} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
      )}
      {status === "loading" ? <BlogCardSkeletons /> : null}
      {status === "error" ? (
        <p role="alert" className="text-center font-semibold text-brand-pink-ink">
          {BLOG_LOAD_ERROR}
        </p>
      ) : null}
      {lastPageSize === pageSize ? (
        <div className="flex justify-center">
          <button
            type="button"
            onClick={loadMore}
            disabled={status === "loading"}
            className={buttonClassName({ variant: "outline", size: "lg" })}
          >
            {status === "loading" ? "Chargement..." : "Voir plus"}
          </button>
        </div>
      ) : null}
    </div>
  );
}
