"use client";

import Link from "next/link";
import { Tooltip } from "@/components/ui/tooltip";
import { paths } from "@/config/paths";
import { joinClasses } from "@/lib/join-classes";
import { EVENTS_PER_DAY, eventsOn, monthLabel, monthWeeks, shortPlace, WEEKDAY_NAMES, type CalendarEvent, type Month } from "../calendar";
import { EventDetails } from "./event-details";

/** The month as a table, Monday first; each day shows two events, then '+N'. */
export function MonthGrid({ month, events, loading, today }: { month: Month; events: CalendarEvent[]; loading: boolean; today: string }) {
  return (
    <table className="w-full table-fixed border-collapse" data-testid="month-grid" aria-busy={loading}>
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
            {week.map((day) => {
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
                      <li key={event.id}>
                        <Tooltip content={<EventDetails event={event} today={today} />}>
                          <Link
                            href={paths.eventFormations}
                            data-testid="calendar-event"
                            className="block rounded-lg bg-brand-pink-soft px-2 py-1 text-xs leading-tight text-brand-pink-ink hover:bg-brand-pink-ink hover:text-white focus-visible:bg-brand-pink-ink focus-visible:text-white"
                          >
                            <span className="line-clamp-1 font-semibold">{event.nom}</span>
                            <span className="line-clamp-1">{shortPlace(event)}</span>
                          </Link>
                        </Tooltip>
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
