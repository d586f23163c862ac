"use client";

import { useRef, useState } from "react";
import { paths } from "@/config/paths";
import { monthKey, type CalendarEntry, type Month } from "@/features/calendar/calendar";

/**
 * The entries (events and sessions) of the months the visitor has seen: the page brings its first month, each other
 * month is read once, when navigation reaches it. A failed read is only logged and leaves that
 * month empty, as the spec says of the calendar's load failures.
 */
export function useCalendarMonths(first: Month, firstEntries: CalendarEntry[]) {
  const [byMonth, setByMonth] = useState<Record<string, CalendarEntry[]>>({
    [monthKey(first)]: firstEntries,
  });
  const requested = useRef(new Set([monthKey(first)]));

  function load(month: Month) {
    const key = monthKey(month);
    if (requested.current.has(key)) return;
    requested.current.add(key);
    const settle = (entries: CalendarEntry[]) =>
      setByMonth((loaded) => ({ ...loaded, [key]: entries }));
    fetch(paths.calendarMonthApi(key))
      // 404: a month before the first entry or after the last one, which has none.
      .then((response) =>
        response.ok
          ? response.json()
          : response.status === 404
            ? []
            : Promise.reject(new Error(`HTTP ${response.status}`)),
      )
      .then(settle, (error: unknown) => {
        console.error("Error loading calendar events:", error);
        settle([]);
      });
  }

  /** The entries of a month's grid, or undefined while they are on their way. */
  const entriesOf = (month: Month): CalendarEntry[] | undefined => byMonth[monthKey(month)];
  return { entriesOf, load };
}
