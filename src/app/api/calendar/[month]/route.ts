import { monthSpan } from "@/features/calendar/calendar";
import { listEventsBetween } from "@/features/calendar/queries";
import { calendarMonthSchema } from "@/features/calendar/schema";

/** The events shown in a month's grid, for the calendar's navigation. Served from the cache. */
export async function GET(_request: Request, { params }: { params: Promise<{ month: string }> }) {
  const parsed = calendarMonthSchema.safeParse((await params).month);
  if (!parsed.success) {
    return Response.json({ error: parsed.error.issues[0]?.message ?? "Requête invalide." }, { status: 400 });
  }
  const { from, to } = monthSpan(parsed.data);
  return Response.json(await listEventsBetween(from, to), {
    headers: { "Cache-Control": "public, s-maxage=300, stale-while-revalidate=3600" },
  });
}
