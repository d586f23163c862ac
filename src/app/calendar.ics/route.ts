import { siteConfig } from "@/config/site";
import { calendarIcs } from "@/features/events/ics";
import { listFeedEntries } from "@/features/events/queries";
import { currentDay } from "@/server/clock";

export async function GET() {
  const body = calendarIcs(await listFeedEntries(currentDay()), {
    brandName: siteConfig.brandName,
    siteUrl: siteConfig.baseUrl,
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
