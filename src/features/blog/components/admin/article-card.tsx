import { AdminCard, Badge, CardActions, PreviewLink } from "@/components/ui/admin-list";
import { DeleteButton } from "@/components/ui/delete-button";
import { paths } from "@/config/paths";
import { deleteArticle } from "../../actions";
import { ArticleDialog } from "./article-dialog";
import { formatLongDate } from "@/lib/dates";
import type { ArticleRow } from "../../admin-queries";

export function ArticleCard({ article, today }: { article: ArticleRow; today: string }) {
  return (
    <AdminCard>
      <div className="flex items-start gap-3">
        <span aria-hidden className="text-3xl leading-none">
          {article.emoji || "📝"}
        </span>
        <div className="min-w-0">
          <h2 className="font-display text-lg font-bold leading-snug">{article.title}</h2>
          <time dateTime={article.date} className="block text-sm text-ink/70">
            {formatLongDate(article.date)}
          </time>
        </div>
      </div>
      <p className="mt-3 line-clamp-3 text-sm text-ink/80">{article.description}</p>
      <p className="mt-3 flex flex-wrap gap-1.5">
        {article.published ? (
          <Badge tone="green">Publié</Badge>
        ) : (
          <Badge tone="yellow">Brouillon</Badge>
        )}
        {article.tags.map((tag) => (
          <Badge key={tag}>{tag}</Badge>
        ))}
      </p>
      <CardActions>
        <PreviewLink address={paths.blogPost(article.slug)} itemName={article.title} />
        <ArticleDialog target={{ id: article.id, name: article.title }} today={today} />
        <DeleteButton
          itemName={article.title}
          question="Êtes-vous sûr de vouloir supprimer cet article ?"
          action={deleteArticle.bind(null, article.id)}
          messages={{
            success: "Article supprimé avec succès",
            failure: "Impossible de supprimer l'article",
          }}
        />
      </CardActions>
    </AdminCard>
  );
}
