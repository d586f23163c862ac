export const EVENT_UNAVAILABLE = "Événement non disponible";
const PLACE_UNAVAILABLE = "Emplacement non disponible";

/** 'Lisbonne - Portugal', the country alone without a city, or the fallback. */
export function eventPlace(location: { city: string | null; country: string } | null): string {
  if (!location) return PLACE_UNAVAILABLE;
  return location.city ? `${location.city} - ${location.country}` : location.country;
}

/** By the event's start date, soonest first; formations whose event has no known date last. */
export function compareByEventStart(
  a: { event: { start_date: string } | null },
  b: { event: { start_date: string } | null },
): number {
  if (!a.event) return b.event ? 1 : 0;
  if (!b.event) return -1;
  return a.event.start_date.localeCompare(b.event.start_date);
}
