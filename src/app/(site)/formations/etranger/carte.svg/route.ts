import {
  colouredCountriesSvg,
  mappedDestinations,
  unreadableMap,
} from "@/features/catalogue/destination-map";
import { xmlResponse } from "@/lib/xml";

// As the page: dates depend on today, and an edit of a location or an event refreshes it (tags).
export const revalidate = 3600;

/** The map's coloured countries over the grey world, from 768 px (world-map.tsx). */
export async function GET() {
  const countries = await mappedDestinations();
  if (!countries) return unreadableMap();
  return xmlResponse(colouredCountriesSvg(countries), "image/svg+xml");
}
