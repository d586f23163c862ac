"use client";

import { useRef, useState } from "react";
import { paths } from "@/config/paths";
import { monthKey, type CalendarEvent, type Month } from "../../calendar";

/**
 * The events of the months the visitor has seen: the page brings its first month, each other
 * month is read once, when navigation reaches it. A failed read is only logged and leaves that
 * month empty, as the spec says of the calendar's load failures.
 */
export function useCalendarMonths(first: Month, firstEvents: CalendarEvent[]) {
  const [byMonth, setByMonth] = useState<Record<string, CalendarEvent[]>>({ [monthKey(first)]: firstEvents });
  const requested = useRef(new Set([monthKey(first)]));

  function load(month: Month) {
    const key = monthKey(month);
    if (requested.current.has(key)) return;
    requested.current.add(key);
    const settle = (events: CalendarEvent[]) => setByMonth((loaded) => ({ ...loaded, [key]: events }));
    fetch(paths.calendarMonthApi(key))
      // 404: a month before the first event or after the last one, which has none.
      .then((response) => (response.ok ? response.json() : response.status === 404 ? [] : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then(settle, (error: unknown) => {
        console.error("Error loading calendar events:", error);
        settle([]);
      });
  }

  /** The events of a month's grid, or undefined while they are on their way. */
  const eventsOf = (month: Month): CalendarEvent[] | undefined => byMonth[monthKey(month)];
  return { eventsOf, load };
}
