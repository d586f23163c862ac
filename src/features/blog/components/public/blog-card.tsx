import { Icon } from "@/components/ui/icon";
import { pendingLink } from "@/components/ui/pending-page";
import { paths } from "@/config/paths";
import { joinClasses } from "@/lib/join-classes";
import { formatLongDate } from "@/lib/dates";
import type { BlogPostCard } from "../../types";

/**
 * An article in the blog grid. It opens the article only when there is content to read;
 * otherwise it is dimmed. An article already read is green and says 'Lu': the page marks it in
 * the browser (`data-read`, read-marks.ts), which these styles follow.
 */
export function BlogCard({ post }: { post: BlogPostCard }) {
  const body = (
    <>
      <span aria-hidden className="text-4xl">
        {post.emoji ?? "📝"}
      </span>
      <h2 className="line-clamp-3 font-display text-xl font-bold leading-snug">{post.title}</h2>
      <p className="line-clamp-4 text-sm text-ink/75">{post.description}</p>
      <p className="mt-auto flex items-center justify-between gap-2 pt-2 text-sm text-ink/70">
        <time dateTime={post.date}>{formatLongDate(post.date)}</time>
        <span className="hidden items-center gap-1 font-semibold text-brand-green-ink group-data-[read=true]/card:inline-flex">
          <Icon name="circle-check" className="size-4" /> Lu
        </span>
      </p>
      <span
        className={joinClasses(
          "inline-flex h-10 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold",
          post.readable ? "bg-ink text-white group-hover:bg-ink/85" : "bg-ink/10 text-ink/60",
        )}
      >
        Lire l&apos;Article {post.readable ? <Icon name="arrow-right" className="size-4" /> : null}
      </span>
    </>
  );
  const frame = joinClasses(
    "group/card flex h-full flex-col gap-3 rounded-3xl border border-ink/10 bg-white p-6",
    "data-[read=true]:border-brand-green/40 data-[read=true]:bg-brand-green-soft",
  );
  const marks = { "data-testid": "blog-card", "data-article": post.slug, "data-read": "false" };
  if (!post.readable) {
    return (
      <div
        {...marks}
        data-readable="false"
        aria-disabled="true"
        className={joinClasses(frame, "opacity-60")}
      >
        {body}
      </div>
    );
  }
  return (
    <a
      href={paths.blogPost(post.slug)}
      {...marks}
      data-readable="true"
      className={joinClasses(
        frame,
        "group shadow-sm transition hover:-translate-y-0.5 hover:shadow-md",
      )}
      {...pendingLink("article")}
    >
      {body}
    </a>
  );
}

/** What an article card's link shows while the article loads: the spec's skeleton. */
export function PendingArticle() {
  return (
    <div className="mx-auto max-w-3xl animate-pulse space-y-4 px-4 pt-6 sm:px-6">
      <div className="size-16 rounded-2xl bg-gray-200" />
      <div className="h-12 w-4/5 rounded-xl bg-gray-200" />
      <div className="h-6 w-3/5 rounded-xl bg-gray-200" />
      <div className="h-64 rounded-3xl bg-gray-100" />
    </div>
  );
}

/** Nine grey cards while the articles load. */
export function BlogCardSkeletons() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: 9 }, (_, index) => (
        <li
          key={index}
          data-testid="blog-skeleton"
          className="h-80 animate-pulse rounded-3xl bg-gray-200"
        />
      ))}
    </ul>
  );
}
