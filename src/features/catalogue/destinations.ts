import { formatDateRange, type DateRangeOptions } from "@/lib/dates";
import { compareFrench } from "@/lib/text";

/** What the abroad page needs of a location. */
export interface Destination {
  id: number;
  country: string;
  country_code: string | null;
  city: string | null;
  permanent: boolean;
  stay_start: string | null;
  stay_end: string | null;
  /** The version of its illustration (server/storage.ts), null when it has none. */
  image: string | null;
  /**
   * The event that dates a temporary location: the next one held there that had not ended on
   * the day of the read (queries.ts), so that a past event never sets a destination's dates.
   */
  next_event: DestinationEvent | null;
}

/** What a destination shows of its next event: its name (the search reads it) and its dates. */
export interface DestinationEvent {
  nom: string;
  start_date: string;
  end_date: string;
}

const ANYWHERE = "Partout !";
const ALWAYS = "Tout le temps";
const SOON = "Prochainement...";

/**
 * When the provider is at a location: always for a permanent one, its stay period, otherwise
 * flexible dates around its next event, otherwise 'soon'.
 */
export function destinationDatesText(location: Destination): string {
  if (location.permanent) return ALWAYS;
  if (location.stay_start || location.stay_end) {
    return formatDateRange(location.stay_start, location.stay_end);
  }
  const event = location.next_event;
  if (event) return `Dates flexibles autour ${aroundDates(event.start_date, event.end_date)}`;
  return SOON;
}

function aroundDates(start: string, end: string, options: DateRangeOptions = { lowercase: true }) {
  const range = formatDateRange(start, end, options);
  // A one-day event reads 'autour du 14 juillet 2026', like a period would.
  return range.startsWith("du ") ? range : `du ${range}`;
}

/** The place a card shows: the city with its country, or the whole country. */
export function destinationTitle(location: Pick<Destination, "city" | "country">) {
  return location.city
    ? { title: location.city, subtitle: location.country }
    : { title: location.country, subtitle: ANYWHERE };
}

function hasStay(location: Destination): boolean {
  return !location.permanent && Boolean(location.stay_start);
}

function rank(location: Destination): number {
  if (hasStay(location)) return 0;
  return location.permanent ? 1 : 2;
}

/**
 * The abroad list: dated stays first (soonest first), then permanent locations, then the others;
 * ties by country then city, alphabetically ignoring case and accents.
 */
export function compareDestinations(a: Destination, b: Destination): number {
  return (
    rank(a) - rank(b) ||
    (hasStay(a) && hasStay(b) ? a.stay_start!.localeCompare(b.stay_start!) : 0) ||
    compareFrench(a.country, b.country) ||
    compareFrench(a.city ?? "", b.city ?? "") ||
    // The same place twice stays in one order: the list's pages never show it twice.
    a.id - b.id
  );
}

/** Destination cards one page of the abroad list shows: a full grid of two or three columns. */
export const DESTINATIONS_PER_PAGE = 24;

/**
 * The destinations of the list's page `page` (from 1), in the list's order, with the number of
 * pages; null for a page past the last (page 1 always exists, if empty).
 */
export function destinationPage(locations: Destination[], page: number) {
  const pages = Math.max(1, Math.ceil(locations.length / DESTINATIONS_PER_PAGE));
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  const start = (page - 1) * DESTINATIONS_PER_PAGE;
  return {
    locations: [...locations].sort(compareDestinations).slice(start, start + DESTINATIONS_PER_PAGE),
    page,
    pages,
  };
}

type CountryTone = "permanent" | "temporary";

/** A country on the map: where the provider can be found there, and when. */
export interface MapCountry {
  code: string;
  country: string;
  tone: CountryTone;
  places: { name: string; dates: string }[];
}

/** A coloured country as the map draws it: its outline, and the catalogue it leads to. */
export interface DrawnCountry extends MapCountry {
  path: string;
  href: string;
}

/**
 * One entry per country code: green ('Nos permanences') if any of its locations is permanent,
 * pink ('De passage uniquement') otherwise. Locations without a code cannot be placed on the map.
 */
export function mapCountries(locations: Destination[]): MapCountry[] {
  const byCode = new Map<string, Destination[]>();
  for (const location of [...locations].sort(compareDestinations)) {
    if (!location.country_code) continue;
    const code = location.country_code.toLowerCase();
    const here = byCode.get(code);
    if (here) here.push(location);
    else byCode.set(code, [location]);
  }
  return [...byCode].map(([code, here]) => ({
    code,
    country: here[0]!.country,
    tone: here.some((location) => location.permanent) ? "permanent" : "temporary",
    places: here.map((location) => ({
      name: location.city ?? ANYWHERE,
      dates: destinationDatesText(location),
    })),
  }));
}
