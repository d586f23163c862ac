"use client";

import { useState } from "react";
import { joinClasses } from "@/lib/join-classes";
import {
  entriesOn,
  entryHref,
  entryKey,
  entryLine,
  EVENTS_PER_DAY,
  monthLabel,
  monthWeeks,
  WEEKDAY_NAMES,
  type CalendarEntry,
  type Month,
} from "@/features/calendar/calendar";
import { EntryDetails } from "./entry-details";

/**
 * The month as a table, Monday first; each day shows two entries, then '+N'. An entry's details
 * show on hover and keyboard focus, in a tooltip made of CSS (this grid is for wide screens: a
 * phone never loads a tooltip library for it); Escape hides them until the next hover or focus.
 */
export function MonthGrid({
  month,
  entries,
  loading,
  today,
}: {
  month: Month;
  entries: CalendarEntry[];
  loading: boolean;
  today: string;
}) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <table
      className="calendar-grid w-full table-fixed border-collapse"
      data-testid="month-grid"
      data-dismissed={dismissed || undefined}
      aria-busy={loading}
      onKeyDown={(event) => event.key === "Escape" && setDismissed(true)}
      onPointerOver={() => setDismissed(false)}
      onFocus={() => setDismissed(false)}
    >
      <caption className="sr-only">{monthLabel(month)}</caption>
      <thead>
        <tr>
          {WEEKDAY_NAMES.map((name) => (
            <th key={name} scope="col">
              <abbr title={name}>{`${name.slice(0, 3)}.`}</abbr>
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
                  data-outside={inMonth ? undefined : true}
                >
                  {/* Coloured by the stylesheet from data-today and data-outside (.calendar-grid td). */}
                  <p>
                    <span>{Number(day.slice(8))}</span>
                    {isToday ? <span className="sr-only">(aujourd&apos;hui)</span> : null}
                  </p>
                  {dayEntries.length > 0 ? (
                    <ul>
                      {dayEntries.slice(0, EVENTS_PER_DAY).map((entry) => {
                        const tooltipId = `${entryKey(entry)}-${day}`;
                        return (
                          <li key={entryKey(entry)}>
                            <a
                              href={entryHref(entry)}
                              data-testid="calendar-event"
                              data-kind={entry.kind}
                              aria-describedby={tooltipId}
                              className="calendar-entry"
                            >
                              <span>{entry.nom}</span>
                              <span>{entryLine(entry)}</span>
                            </a>
                            <div
                              role="tooltip"
                              id={tooltipId}
                              // Shown on hover and focus (globals.css); the last days of the week open it towards the page.
                              className={joinClasses(
                                "calendar-tooltip",
                                weekday < 4 ? "left-0" : "right-0",
                              )}
                            >
                              <div>
                                <EntryDetails entry={entry} today={today} />
                              </div>
                            </div>
                          </li>
                        );
                      })}
                      {hidden.length ? (
                        <li
                          className="px-2 text-xs font-semibold text-ink/70"
                          data-testid="more-events"
                        >
                          +{hidden.length}
                          <span className="sr-only">
                            {" "}
                            : {hidden.map((entry) => entry.nom).join(", ")}
                          </span>
                        </li>
                      ) : null}
                    </ul>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
