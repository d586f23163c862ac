import { monthKey, monthSpan } from "@/features/events/calendar";
import { eventMonths, listEventsBetween } from "@/features/events/queries";
import { calendarMonthSchema } from "@/features/events/month-schema";
import { jsonRead } from "@/lib/json-read";

/** The events shown in a month's grid, for the calendar's navigation. Served from the cache. */
export async function GET(_request: Request, { params }: RouteContext<"/api/calendar/[month]">) {
  return jsonRead(
    calendarMonthSchema.safeParse((await params).month),
    async (month) => {
      const range = await eventMonths();
      const key = monthKey(month);
      if (!range || key < range.first || key > range.last) return null;
      const { from, to } = monthSpan(month);
      return listEventsBetween(from, to);
    },
    "Aucun événement ce mois-là.",
  );
}
