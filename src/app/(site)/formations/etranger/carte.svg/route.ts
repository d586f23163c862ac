import {
  colouredCountriesSvg,
  mappedDestinations,
  unreadableMap,
} from "@/features/catalogue/destination-map";
import { xmlResponse } from "@/lib/xml";

// Answered on each request from the read cache (server/cache/cached-read.ts), as the page is:
// no query while its tables are unchanged, and an edit shows at once, on every node.
export const dynamic = "force-dynamic";

/** The map's coloured countries over the grey world, from 768 px (world-map.tsx). */
export async function GET() {
  const countries = await mappedDestinations();
  if (!countries) return unreadableMap();
  return xmlResponse(colouredCountriesSvg(countries), "image/svg+xml");
}
