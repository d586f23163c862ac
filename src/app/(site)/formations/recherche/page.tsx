import type { Metadata } from "next";
import { PageIntro } from "@/components/ui/page-intro";
import { ReadFailure } from "@/components/ui/read-failure";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { MAX_QUERY_LENGTH } from "@/features/catalogue/catalogue-search";
import { CatalogueFooterLinks } from "@/features/catalogue/components/public/catalogue-footer-links";
import { CatalogueSearchForm } from "@/features/catalogue/components/public/catalogue-search-form";
import { SearchResults } from "@/features/catalogue/components/public/search-results";
import { searchParam } from "@/lib/list-params";
import { pageMetadata } from "@/server/seo";
import { readOrDefault } from "@/server/read-or-default";
import { searchFormations } from "@/features/catalogue/search";

// A page per query: search engines index the catalogue's own pages instead.
export const metadata: Metadata = pageMetadata(siteConfig, {
  title: "Rechercher une formation",
  description:
    "Cherchez parmi toutes nos formations en France, à l'étranger et autour des événements tech.",
  path: paths.formationSearch,
  noIndex: true,
});

/** The results of a search over every formation, event formation and destination, by kind. */
export default async function FormationSearchPage({
  searchParams,
}: PageProps<"/formations/recherche">) {
  const query = searchParam(await searchParams, "q");
  const tooLong = query.length > MAX_QUERY_LENGTH;
  const results =
    query && !tooLong
      ? await readOrDefault(() => searchFormations(query), null, "recherche")
      : undefined;
  return (
    <>
      <PageIntro
        eyebrow="Nos formations"
        title={results === undefined ? "Rechercher une formation" : `Résultats pour « ${query} »`}
      >
        <CatalogueSearchForm id="recherche-catalogue" query={tooLong ? "" : query} />
      </PageIntro>
      <div className="page-column space-y-12">
        {tooLong ? (
          <p role="alert" className="rounded-3xl bg-brand-pink-soft p-6">
            Votre recherche est trop longue : {MAX_QUERY_LENGTH} caractères au plus.
          </p>
        ) : results === null ? (
          <ReadFailure>
            La recherche n&apos;a pas pu aboutir. Réessayez dans quelques instants.
          </ReadFailure>
        ) : results ? (
          <SearchResults results={results} />
        ) : (
          <p className="text-ink/75">Un mot suffit : un sujet, un outil, une ville ou un salon.</p>
        )}
        <CatalogueFooterLinks />
      </div>
    </>
  );
}
