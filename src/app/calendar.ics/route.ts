import { siteConfig } from "@/config/site";
import { calendarIcs } from "@/features/calendar/ics";
import { listFeedEntries } from "@/features/calendar/queries";
import { currentDay } from "@/server/clock";
import { sharedCacheControl } from "@/lib/cache-control";

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
      "Cache-Control": sharedCacheControl(),
    },
  });
}
