import type { Metadata } from "next";
import { AdminCard, AdminPageHeader, Badge, CardActions, CardGrid, EmptyState, ListSelect, Pagination, PreviewLink, ResultCount, SearchForm } from "@/components/ui/admin-list";
import { DeleteButton } from "@/components/ui/delete-button";
import { listViews } from "@/config/list-views";
import { paths } from "@/config/paths";
import { getDb } from "@/db/client";
import { deleteArticle } from "@/features/admin-blog/actions";
import { ArticleDialog } from "@/features/admin-blog/components/article-dialog";
import { articleOrders, listArticles } from "@/features/admin-blog/queries";
import { formatLongDate } from "@/lib/dates";
import { currentDay } from "@/server/clock";
import { readChoice, readListParams } from "@/lib/list-params";
import { adminPage } from "@/server/auth/pages";

export const metadata: Metadata = { title: "Gestion des articles" };

export default async function ArticlesPage({ searchParams }: PageProps<"/dashboard/blog">) {
  await adminPage();
  const search = await searchParams;
  const params = readListParams(search);
  const view = readChoice(search, "vue", listViews.articles.views);
  const order = readChoice(search, "tri", articleOrders);
  const { rows, total } = await listArticles(await getDb(), params, view, order ?? undefined);
  const today = currentDay();
  return (
    <>
      <AdminPageHeader title="Gestion des articles" description="Rédiger et publier les articles du blog" action={<ArticleDialog today={today} />} />
      <SearchForm label="Rechercher un article" query={params.q}>
        <ListSelect name="vue" label="Affichage" options={listViews.articles.views} value={view} all={listViews.articles.label} />
        <ListSelect name="tri" label="Ordre" options={articleOrders} value={order} />
      </SearchForm>
      <ResultCount total={total} query={params.q} noun={["article", "articles"]} />
      {rows.length === 0 ? (
        <EmptyState>{params.q || view ? "Aucun article ne correspond à cette recherche." : "Aucun article pour le moment."}</EmptyState>
      ) : (
        <CardGrid label="Articles">
          {rows.map((article) => (
            <AdminCard key={article.id}>
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
                {article.published ? <Badge tone="green">Publié</Badge> : <Badge tone="yellow">Brouillon</Badge>}
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
                  messages={{ success: "Article supprimé avec succès", failure: "Impossible de supprimer l'article" }}
                />
              </CardActions>
            </AdminCard>
          ))}
        </CardGrid>
      )}
      <Pagination pathname={paths.blogAdmin} params={{ q: params.q, vue: view ?? "", tri: order ?? "" }} page={params.page} total={total} />
    </>
  );
}
