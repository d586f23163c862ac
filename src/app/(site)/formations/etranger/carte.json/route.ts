import { mappedDestinations, unreadableMap } from "@/features/catalogue/destination-map";
import { sharedCacheControl } from "@/lib/cache-control";

// As the page: dates depend on today, and an edit of a location or an event refreshes it (tags).
export const revalidate = 3600;

/** The map's links and tooltips, which its script reads from 768 px only (destination-map.tsx). */
export async function GET() {
  const countries = await mappedDestinations();
  if (!countries) return unreadableMap();
  return Response.json(countries, { headers: { "Cache-Control": sharedCacheControl() } });
}
