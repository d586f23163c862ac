import { monthKey, monthSpan } from "@/features/calendar/calendar";
import { calendarMonths, listCalendarEntries } from "@/features/calendar/queries";
import { calendarMonthSchema } from "@/features/calendar/month-schema";
import { jsonRead } from "@/lib/json-read";
import { currentDay } from "@/server/clock";

/** The events and sessions shown in a month's grid, for the calendar's navigation. Served from the cache. */
export async function GET(_request: Request, { params }: RouteContext<"/api/calendar/[month]">) {
  return jsonRead(
    calendarMonthSchema.safeParse((await params).month),
    async (month) => {
      const today = currentDay();
      const range = await calendarMonths(today);
      const key = monthKey(month);
      if (!range || key < range.first || key > range.last) return null;
      const { from, to } = monthSpan(month);
      return listCalendarEntries(from, to, today);
    },
    "Aucun événement ce mois-là.",
  );
}
