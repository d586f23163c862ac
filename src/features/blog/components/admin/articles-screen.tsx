import {
  AdminPageHeader,
  CardGrid,
  ListSelect,
  ManagedList,
  SearchForm,
  ViewSelect,
} from "@/components/ui/admin-list";
import { listViews } from "@/config/list-views";
import { paths } from "@/config/paths";
import { articleOrders, type loadArticlesScreen } from "../../admin-queries";
import { ArticleCard } from "./article-card";
import { ArticleDialog } from "./article-dialog";

/** 'Gestion des articles': the search and order, the cards and the dialog that writes one. */
export function ArticlesScreen({
  params,
  view,
  order,
  rows,
  total,
  today,
}: Awaited<ReturnType<typeof loadArticlesScreen>> & { today: string }) {
  return (
    <>
      <AdminPageHeader
        title="Gestion des articles"
        description="Rédiger et publier les articles du blog"
        action={<ArticleDialog today={today} />}
      />
      <SearchForm label="Rechercher un article" query={params.q}>
        <ViewSelect list={listViews.articles} value={view} />
        <ListSelect name="tri" label="Ordre" options={articleOrders} value={order} />
      </SearchForm>
      <ManagedList
        total={total}
        shown={rows.length}
        query={params.q}
        noun={["article", "articles"]}
        empty={
          params.q || view
            ? "Aucun article ne correspond à cette recherche."
            : "Aucun article pour le moment."
        }
        pathname={paths.blogAdmin}
        params={{ q: params.q, vue: view ?? "", tri: order ?? "" }}
        page={params.page}
      >
        <CardGrid label="Articles">
          {rows.map((article) => (
            <ArticleCard key={article.id} article={article} today={today} />
          ))}
        </CardGrid>
      </ManagedList>
    </>
  );
}
