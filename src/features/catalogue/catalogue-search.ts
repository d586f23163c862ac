import type { Destination } from "./destinations";
import { matchesWords } from "./local-search";
import type { EventFormationData, FormationCardData } from "./queries";

/** Longer than any title: such a text was not typed to find a course. */
export const MAX_QUERY_LENGTH = 100;

/** The catalogue as the public pages read it. */
export interface Catalogue {
  local: FormationCardData[];
  events: EventFormationData[];
  destinations: Destination[];
}

/** What a search found, by kind, each kind in the order of its own page. */
export interface CatalogueResults {
  local: FormationCardData[];
  events: EventFormationData[];
  destinations: Destination[];
  total: number;
}

/**
 * Every word of the query, accents ignored, in what a visitor reads on the card: a formation's
 * title, description and format, and for an event formation its event and where it is held; a
 * destination's city, country and the coming event held there (the one that dates it).
 */
export function searchCatalogue(query: string, catalogue: Catalogue): CatalogueResults {
  const local = catalogue.local.filter((formation) =>
    matchesWords([formation.title, formation.description, formation.format].join(" "), query),
  );
  const events = catalogue.events.filter(({ formation, event, location }) =>
    matchesWords(
      [
        formation.title,
        formation.description,
        formation.format,
        event.nom,
        location?.city,
        location?.country,
      ].join(" "),
      query,
    ),
  );
  const destinations = catalogue.destinations.filter((location) =>
    matchesWords([location.city, location.country, location.next_event?.nom].join(" "), query),
  );
  return {
    local,
    events,
    destinations,
    total: local.length + events.length + destinations.length,
  };
}
