import type { Metadata } from "next";
import {
  AdminPageHeader,
  CardGrid,
  EmptyState,
  ListSelect,
  Pagination,
  ResultCount,
  SearchForm,
} from "@/components/ui/admin-list";
import { listViews } from "@/config/list-views";
import { paths } from "@/config/paths";
import { getDb } from "@/server/database";
import { ArticleDialog } from "@/features/blog/components/admin/article-dialog";
import { articleOrders, listArticles } from "@/features/blog/admin-queries";
import { currentDay } from "@/server/clock";
import { readChoice, readListParams } from "@/lib/list-params";
import { adminPage } from "@/server/auth/pages";
import { ArticleCard } from "@/features/blog/components/admin/article-card";

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
      <AdminPageHeader
        title="Gestion des articles"
        description="Rédiger et publier les articles du blog"
        action={<ArticleDialog today={today} />}
      />
      <SearchForm label="Rechercher un article" query={params.q}>
        <ListSelect
          name="vue"
          label="Affichage"
          options={listViews.articles.views}
          value={view}
          all={listViews.articles.label}
        />
        <ListSelect name="tri" label="Ordre" options={articleOrders} value={order} />
      </SearchForm>
      <ResultCount total={total} query={params.q} noun={["article", "articles"]} />
      {rows.length === 0 ? (
        <EmptyState>
          {params.q || view
            ? "Aucun article ne correspond à cette recherche."
            : "Aucun article pour le moment."}
        </EmptyState>
      ) : (
        <CardGrid label="Articles">
          {rows.map((article) => (
            <ArticleCard key={article.id} article={article} today={today} />
          ))}
        </CardGrid>
      )}
      <Pagination
        pathname={paths.blogAdmin}
        params={{ q: params.q, vue: view ?? "", tri: order ?? "" }}
        page={params.page}
        total={total}
      />
    </>
  );
}
