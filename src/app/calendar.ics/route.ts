import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { eventsIcs } from "@/features/events/ics";
import { listFeedEvents } from "@/features/events/queries";
import { currentDay } from "@/server/clock";

export async function GET() {
  const body = eventsIcs(await listFeedEvents(currentDay()), {
    brandName: siteConfig.brandName,
    host: new URL(siteConfig.baseUrl).hostname,
    eventsUrl: new URL(paths.eventFormations, siteConfig.baseUrl).toString(),
    now: new Date(),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="evenements.ics"',
      "Cache-Control": "public, s-maxage=3600, stale-while-revalidate=86400",
    },
  });
}
