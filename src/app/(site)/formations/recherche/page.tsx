import type { Metadata } from "next";
import { PageIntro } from "@/components/ui/page-intro";
import { ReadFailure } from "@/components/ui/read-failure";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { searchCatalogue, MAX_QUERY_LENGTH, type CatalogueResults } from "@/features/formations/catalogue-search";
import { CatalogueFooterLinks } from "@/features/formations/components/public/catalogue-footer-links";
import { CatalogueSearchForm } from "@/features/formations/components/public/catalogue-search-form";
import { DestinationList } from "@/features/formations/components/public/destination-list";
import { EventFormationHeader } from "@/features/formations/components/public/event-formation-header";
import { FormationCard } from "@/features/formations/components/public/formation-card";
import { FormationGrid } from "@/features/formations/components/public/formation-grid";
import { compareByEventStart } from "@/features/formations/event-formations";
import { listDestinations, listEventFormations, listLocalFormations } from "@/features/formations/queries";
import { currentDay } from "@/server/clock";
import { searchParam } from "@/lib/list-params";
import { pageMetadata } from "@/lib/seo";
import { countOf } from "@/lib/text";
import { readOrDefault } from "@/server/read-or-default";

// A page per query: search engines index the catalogue's own pages instead.
export const metadata: Metadata = pageMetadata(siteConfig, {
  title: "Rechercher une formation",
  description: "Cherchez parmi toutes nos formations en France, à l'étranger et autour des événements tech.",
  path: paths.formationSearch,
  noIndex: true,
});

/** The results of a search over every formation, event formation and destination, by kind. */
export default async function FormationSearchPage({ searchParams }: PageProps<"/formations/recherche">) {
  const query = searchParam(await searchParams, "q");
  const tooLong = query.length > MAX_QUERY_LENGTH;
  const results = query && !tooLong ? await readOrDefault(() => search(query), null, "recherche") : undefined;
  return (
    <>
      <PageIntro eyebrow="Nos formations" title={results === undefined ? "Rechercher une formation" : `Résultats pour « ${query} »`}>
        <CatalogueSearchForm id="recherche-catalogue" query={tooLong ? "" : query} />
      </PageIntro>
      <div className="mx-auto max-w-6xl space-y-12 px-4 sm:px-6">
        {tooLong ? (
          <p role="alert" className="rounded-3xl bg-brand-pink-soft p-6">
            Votre recherche est trop longue : {MAX_QUERY_LENGTH} caractères au plus.
          </p>
        ) : results === null ? (
          <ReadFailure>La recherche n&apos;a pas pu aboutir. Réessayez dans quelques instants.</ReadFailure>
        ) : results ? (
          <Results results={results} />
        ) : (
          <p className="text-ink/75">Un mot suffit : un sujet, un outil, une ville ou un salon.</p>
        )}
        <CatalogueFooterLinks />
      </div>
    </>
  );
}

/** Reads the catalogue through the cached reads of its pages, so a search costs no query. */
async function search(query: string): Promise<CatalogueResults> {
  const [local, events, destinations] = await Promise.all([listLocalFormations(), listEventFormations(), listDestinations()]);
  return searchCatalogue(query, { local, events: [...events].sort(compareByEventStart), destinations });
}

function Results({ results }: { results: CatalogueResults }) {
  if (results.total === 0) {
    return (
      <p role="status" className="rounded-3xl bg-gray-100 p-8 text-center text-ink/70">
        Aucune formation ne correspond à votre recherche. Essayez un autre mot, ou parcourez nos catalogues ci-dessous.
      </p>
    );
  }
  return (
    <>
      <p role="status" className="text-ink/70">
        {countOf(results.total, ["résultat", "résultats"])}
      </p>
      {results.local.length > 0 ? (
        <ResultGroup id="resultats-france" title="Formations en France" count={results.local.length}>
          <FormationGrid>
            {results.local.map((formation) => (
              <li key={formation.slug}>
                <FormationCard formation={formation} headingLevel={3} />
              </li>
            ))}
          </FormationGrid>
        </ResultGroup>
      ) : null}
      {results.events.length > 0 ? (
        <ResultGroup id="resultats-evenements" title="Formations-événements" count={results.events.length}>
          <FormationGrid>
            {results.events.map(({ formation, event, location }) => (
              <li key={formation.slug}>
                <FormationCard formation={formation} headingLevel={3} header={<EventFormationHeader event={event} location={location} />} />
              </li>
            ))}
          </FormationGrid>
        </ResultGroup>
      ) : null}
      {results.destinations.locations.length > 0 ? (
        <ResultGroup id="resultats-destinations" title="Destinations" count={results.destinations.locations.length}>
          <DestinationList {...results.destinations} today={currentDay()} headingLevel={3} />
        </ResultGroup>
      ) : null}
    </>
  );
}

function ResultGroup({ id, title, count, children }: { id: string; title: string; count: number; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-5 font-display text-2xl font-bold">
        {title} <span className="text-base font-semibold text-ink/60">({count})</span>
      </h2>
      {children}
    </section>
  );
}
