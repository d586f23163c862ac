"use client";

import Link from "next/link";
import { useState } from "react";
import { paths } from "@/config/paths";
import { joinClasses } from "@/lib/join-classes";
import { EVENTS_PER_DAY, eventsOn, monthLabel, monthWeeks, shortPlace, WEEKDAY_NAMES, type CalendarEvent, type Month } from "../../calendar";
import { EventDetails } from "./event-details";

/**
 * The month as a table, Monday first; each day shows two events, then '+N'. An event's details
 * show on hover and keyboard focus, in a tooltip made of CSS (this grid is for wide screens: a
 * phone never loads a tooltip library for it); Escape hides them until the next hover or focus.
 */
export function MonthGrid({ month, events, loading, today }: { month: Month; events: CalendarEvent[]; loading: boolean; today: string }) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <table
      className="w-full table-fixed border-collapse"
      data-testid="month-grid"
      aria-busy={loading}
      onKeyDown={(event) => event.key === "Escape" && setDismissed(true)}
      onPointerOver={() => setDismissed(false)}
      onFocus={() => setDismissed(false)}
    >
      <caption className="sr-only">{monthLabel(month)}</caption>
      <thead>
        <tr>
          {WEEKDAY_NAMES.map((name) => (
            <th key={name} scope="col" className="pb-3 text-sm font-semibold uppercase tracking-wider text-ink/70">
              <abbr title={name} className="no-underline">
                {name.slice(0, 3)}.
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week[0]}>
            {week.map((day, weekday) => {
              const dayEvents = eventsOn(day, events);
              const inMonth = Number(day.slice(5, 7)) === month.month;
              const isToday = day === today;
              const hidden = dayEvents.slice(EVENTS_PER_DAY);
              return (
                <td
                  key={day}
                  data-day={day}
                  data-today={isToday || undefined}
                  className={joinClasses(
                    "h-32 border border-ink/10 p-1.5 align-top",
                    isToday ? "bg-brand-yellow-soft" : inMonth ? "bg-white" : "bg-gray-50",
                    !inMonth && "text-ink/70",
                  )}
                >
                  <p className="flex items-center justify-end">
                    <span
                      className={joinClasses(
                        "grid size-7 place-items-center rounded-full text-sm font-semibold",
                        isToday && "bg-ink text-white",
                      )}
                    >
                      {Number(day.slice(8))}
                    </span>
                    {isToday ? <span className="sr-only">(aujourd&apos;hui)</span> : null}
                  </p>
                  <ul className="mt-1 space-y-1">
                    {dayEvents.slice(0, EVENTS_PER_DAY).map((event) => (
                      <li key={event.id} className="group/event relative">
                        <Link
                          href={paths.formationsOfEvent(event.id)}
                          data-testid="calendar-event"
                          aria-describedby={`event-${event.id}-${day}`}
                          className="block rounded-lg bg-brand-pink-soft px-2 py-1 text-xs leading-tight text-brand-pink-ink hover:bg-brand-pink-ink hover:text-white focus-visible:bg-brand-pink-ink focus-visible:text-white"
                        >
                          <span className="line-clamp-1 font-semibold">{event.nom}</span>
                          <span className="line-clamp-1">{shortPlace(event)}</span>
                        </Link>
                        <div
                          role="tooltip"
                          id={`event-${event.id}-${day}`}
                          className={joinClasses(
                            // Padding, not margin, above the bubble: the pointer can reach it without leaving.
                            "absolute top-full z-50 hidden w-72 pt-1.5",
                            !dismissed && "group-focus-within/event:block group-hover/event:block",
                            // The last days of the week open their tooltip towards the page.
                            weekday < 4 ? "left-0" : "right-0",
                          )}
                        >
                          <div className="rounded-2xl bg-ink px-4 py-3 text-sm text-white shadow-xl">
                            <EventDetails event={event} today={today} />
                          </div>
                        </div>
                      </li>
                    ))}
                    {hidden.length ? (
                      <li className="px-2 text-xs font-semibold text-ink/70" data-testid="more-events">
                        +{hidden.length}
                        <span className="sr-only"> : {hidden.map((event) => event.nom).join(", ")}</span>
                      </li>
                    ) : null}
                  </ul>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
