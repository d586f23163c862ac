import "server-only";
import { type CatalogueResults, searchCatalogue } from "./catalogue-search";
import { listLocalFormations, listEventFormations, listDestinations } from "./queries";
import { currentDay } from "@/server/clock";
import { compareByEventStart } from "./event-formations";
import { compareDestinations } from "./destinations";

/** Reads the catalogue through the cached reads of its pages, so a search costs no query. */
export async function searchFormations(query: string): Promise<CatalogueResults> {
  const [local, events, destinations] = await Promise.all([
    listLocalFormations(),
    listEventFormations(),
    listDestinations(currentDay()),
  ]);
  return searchCatalogue(query, {
    local,
    events: [...events].sort(compareByEventStart),
    destinations: [...destinations].sort(compareDestinations),
  });
}
