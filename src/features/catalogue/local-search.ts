import { foldText } from "@/lib/text";

/**
 * The search over local formations, kept in the URL (?q=python&format=Distanciel&certifiante=1)
 * so that a result can be shared. Anything malformed in the URL counts as no filter.
 */
export interface LocalSearch {
  q: string;
  format: string;
  certifiante: boolean;
}

/** Longer than any title or format: such a value was not typed into the filters. */
const MAX_FILTER_LENGTH = 100;

function filterText(value: string | null): string {
  const text = (value ?? "").trim();
  return text.length <= MAX_FILTER_LENGTH ? text : "";
}

/**
 * Read in the browser, which filters the list as the visitor types. Three optional strings that
 * never reach the server need no schema, and zod would add 32 kB gzipped to the page (decision 31).
 */
export function parseLocalSearch(params: URLSearchParams): LocalSearch {
  return {
    q: filterText(params.get("q")),
    format: filterText(params.get("format")),
    certifiante: params.get("certifiante") === "1",
  };
}

/** The query string of a search, without empty filters. */
export function localSearchQuery(search: LocalSearch): string {
  const params = new URLSearchParams();
  if (search.q) params.set("q", search.q);
  if (search.format) params.set("format", search.format);
  if (search.certifiante) params.set("certifiante", "1");
  const query = params.toString();
  return query ? `?${query}` : "";
}

interface Searchable {
  title: string;
  description: string | null;
  format: string | null;
  certification: boolean;
}

/** Every word of the text must appear in the title or the description, accents ignored. */
export function matchesLocalSearch(formation: Searchable, search: LocalSearch): boolean {
  if (search.certifiante && !formation.certification) return false;
  if (search.format && formation.format !== search.format) return false;
  const haystack = foldText(`${formation.title} ${formation.description ?? ""}`);
  return foldText(search.q)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The formats offered by the listed formations, for the format filter. */
export function availableFormats(formations: Pick<Searchable, "format">[]): string[] {
  const formats = new Set(formations.flatMap((formation) => (formation.format ? [formation.format] : [])));
  return [...formats].sort((a, b) => a.localeCompare(b, "fr"));
}
