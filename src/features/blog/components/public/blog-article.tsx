import { buttonClassName } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { paths } from "@/config/paths";
import { formatLongDate } from "@/lib/dates";
import { MarkdownContent } from "@/lib/markdown";
import type { BlogPost } from "../../types";

const CONTENT_UNAVAILABLE = "Contenu non disponible.";

/** A published article: its head, its Markdown content, and the call to the catalogue. */
export function BlogArticle({ post }: { post: BlogPost }) {
  return (
    <article className="mx-auto max-w-3xl px-4 pt-6 sm:px-6">
      <header>
        <a href={paths.blog} className="text-sm font-semibold text-brand-blue-ink hover:underline">
          ← Tous les articles
        </a>
        <p aria-hidden className="mt-6 text-6xl">
          {post.emoji ?? "📝"}
        </p>
        <h1 className="mt-4 font-display text-4xl font-bold leading-tight tracking-tight sm:text-5xl">
          {post.title}
        </h1>
        <p className="mt-4 text-xl text-ink/75">{post.description}</p>
        <p className="mt-4 text-sm text-ink/70">
          <time dateTime={post.date}>{formatLongDate(post.date)}</time>
        </p>
        {post.tags.length ? (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Thèmes">
            {post.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-brand-blue-soft px-3 py-1 text-xs font-semibold text-brand-blue-ink"
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      <div className="article-content mt-10" data-testid="article-content">
        {post.content.trim() ? (
          <MarkdownContent source={post.content} />
        ) : (
          <p>{CONTENT_UNAVAILABLE}</p>
        )}
      </div>
      <aside
        aria-labelledby="article-cta-title"
        className="mt-16 flex flex-col items-start gap-4 rounded-3xl bg-brand-green-soft p-8 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="article-cta-title" className="font-display text-2xl font-bold">
            Cet article vous a plu ?
          </h2>
          <p className="mt-1 text-ink/80">
            Passez à la pratique avec une formation, en France ou à l&apos;étranger.
          </p>
        </div>
        <a href={paths.formations} className={buttonClassName()}>
          Voir nos formations <Icon name="arrow-right" className="size-4" />
        </a>
      </aside>
    </article>
  );
}
