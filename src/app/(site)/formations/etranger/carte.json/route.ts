import { mappedDestinations, unreadableMap } from "@/features/catalogue/destination-map";
import { sharedCacheControl } from "@/lib/cache-control";

// Answered on each request from the read cache (server/cache/cached-read.ts), as the page is:
// no query while its tables are unchanged, and an edit shows at once, on every node.
export const dynamic = "force-dynamic";

/** The map's links and tooltips, which its script reads from 768 px only (destination-map.tsx). */
export async function GET() {
  const countries = await mappedDestinations();
  if (!countries) return unreadableMap();
  return Response.json(countries, { headers: { "Cache-Control": sharedCacheControl() } });
}
