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

/**
 * The ways a course is given. Staff write a formation's format freely ('Présentiel ou
 * distanciel', 'Présentiel, distanciel ou hybride'), so the filter offers the modes and matches
 * every formation whose text names the mode.
 */
const formatModes = [
  { mode: "Présentiel", words: ["presentiel", "sur site", "en salle"] },
  { mode: "Distanciel", words: ["distanciel", "a distance", "en ligne", "visio"] },
  { mode: "Hybride", words: ["hybride"] },
] as const;

/** Longer than any title or format: such a value was not typed into the filters. */
const MAX_FILTER_LENGTH = 100;

function filterText(value: string | null): string {
  const text = (value ?? "").trim();
  return text.length <= MAX_FILTER_LENGTH ? text : "";
}

/** A mode the filter offers; a format written before the modes ('Présentiel ou distanciel') or anything else is no filter. */
function filterMode(value: string | null): string {
  return formatModes.some(({ mode }) => mode === value) ? value! : "";
}

/**
 * Read in the browser, which filters the list as the visitor types. Three optional strings that
 * never reach the server need no schema, and zod would add 32 kB gzipped to the page
 * (docs/decisions/031-what-a-public-page-loads.md).
 */
export function parseLocalSearch(params: URLSearchParams): LocalSearch {
  return {
    q: filterText(params.get("q")),
    format: filterMode(params.get("format")),
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

/** Every word of the query appears in the text, accents and case ignored. */
export function matchesWords(text: string, query: string): boolean {
  const haystack = foldText(text);
  return foldText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** Whether a formation's format text offers the mode. */
export function offersMode(format: string | null, mode: string): boolean {
  const words = formatModes.find((entry) => entry.mode === mode)?.words ?? [];
  const text = foldText(format ?? "");
  return words.some((word) => text.includes(word));
}

/** The title and description of the formation contain every word of the text, accents ignored. */
export function matchesLocalSearch(formation: Searchable, search: LocalSearch): boolean {
  if (search.certifiante && !formation.certification) return false;
  if (search.format && !offersMode(formation.format, search.format)) return false;
  return matchesWords(`${formation.title} ${formation.description ?? ""}`, search.q);
}

/** The modes offered by at least one of the listed formations, for the format filter. */
export function availableModes(formations: Pick<Searchable, "format">[]): string[] {
  return formatModes
    .map(({ mode }) => mode)
    .filter((mode) => formations.some((formation) => offersMode(formation.format, mode)));
}
