"use client";

import Link from "next/link";
import { useState } from "react";
import { joinClasses } from "@/lib/join-classes";
import { entriesOn, entryHref, entryKey, entryLine, EVENTS_PER_DAY, monthLabel, monthWeeks, WEEKDAY_NAMES, type CalendarEntry, type Month } from "../../calendar";
import { entryColours } from "./calendar-legend";
import { EntryDetails } from "./entry-details";

/**
 * The month as a table, Monday first; each day shows two entries, then '+N'. An entry's details
 * show on hover and keyboard focus, in a tooltip made of CSS (this grid is for wide screens: a
 * phone never loads a tooltip library for it); Escape hides them until the next hover or focus.
 */
export function MonthGrid({ month, entries, loading, today }: { month: Month; entries: CalendarEntry[]; loading: boolean; today: string }) {
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
              const dayEntries = entriesOn(day, entries);
              const inMonth = Number(day.slice(5, 7)) === month.month;
              const isToday = day === today;
              const hidden = dayEntries.slice(EVENTS_PER_DAY);
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
                    {dayEntries.slice(0, EVENTS_PER_DAY).map((entry) => {
                      const tooltipId = `${entryKey(entry)}-${day}`;
                      return (
                        <li key={entryKey(entry)} className="group/event relative">
                          <Link
                            href={entryHref(entry)}
                            data-testid="calendar-event"
                            data-kind={entry.kind}
                            aria-describedby={tooltipId}
                            className={joinClasses("block rounded-lg px-2 py-1 text-xs leading-tight", entryColours[entry.kind].chip, entryColours[entry.kind].active)}
                          >
                            <span className="line-clamp-1 font-semibold">{entry.nom}</span>
                            <span className="line-clamp-1">{entryLine(entry)}</span>
                          </Link>
                          <div
                            role="tooltip"
                            id={tooltipId}
                            className={joinClasses(
                              // Padding, not margin, above the bubble: the pointer can reach it without leaving.
                              "absolute top-full z-50 hidden w-72 pt-1.5",
                              !dismissed && "group-focus-within/event:block group-hover/event:block",
                              // The last days of the week open their tooltip towards the page.
                              weekday < 4 ? "left-0" : "right-0",
                            )}
                          >
                            <div className="rounded-2xl bg-ink px-4 py-3 text-sm text-white shadow-xl">
                              <EntryDetails entry={entry} today={today} />
                            </div>
                          </div>
                        </li>
                      );
                    })}
                    {hidden.length ? (
                      <li className="px-2 text-xs font-semibold text-ink/70" data-testid="more-events">
                        +{hidden.length}
                        <span className="sr-only"> : {hidden.map((entry) => entry.nom).join(", ")}</span>
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
