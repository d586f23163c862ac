import { countOf } from "@/lib/text";
import type { CatalogueResults } from "@/features/catalogue/catalogue-search";
import { DestinationList } from "./destination-list";
import { EventFormationHeader } from "./event-formation-header";
import { FormationCard } from "./formation-card";
import { FormationGrid } from "./formation-grid";

/** The results of a catalogue search, by kind, each kind with its count. */
export function SearchResults({ results }: { results: CatalogueResults }) {
  if (results.total === 0) {
    return (
      <p role="status" className="rounded-3xl bg-gray-100 p-8 text-center text-ink/70">
        Aucune formation ne correspond à votre recherche. Essayez un autre mot, ou parcourez nos
        catalogues ci-dessous.
      </p>
    );
  }
  return (
    <>
      <p role="status" className="text-ink/70">
        {countOf(results.total, ["résultat", "résultats"])}
      </p>
      {results.local.length > 0 ? (
        <ResultGroup
          id="resultats-france"
          title="Formations en France"
          count={results.local.length}
        >
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
        <ResultGroup
          id="resultats-evenements"
          title="Formations-événements"
          count={results.events.length}
        >
          <FormationGrid>
            {results.events.map(({ formation, event, location }) => (
              <li key={formation.slug}>
                <FormationCard
                  formation={formation}
                  headingLevel={3}
                  header={<EventFormationHeader event={event} location={location} />}
                />
              </li>
            ))}
          </FormationGrid>
        </ResultGroup>
      ) : null}
      {results.destinations.length > 0 ? (
        <ResultGroup
          id="resultats-destinations"
          title="Destinations"
          count={results.destinations.length}
        >
          <DestinationList locations={results.destinations} headingLevel={3} />
        </ResultGroup>
      ) : null}
    </>
  );
}

function ResultGroup({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-5 font-display text-2xl font-bold">
        {title} <span className="text-base font-semibold text-ink/60">({count})</span>
      </h2>
      {children}
    </section>
  );
}
