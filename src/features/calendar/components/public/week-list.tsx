"use client";

import { lazy, Suspense, useState } from "react";
import {
  dayLabel,
  entriesOn,
  entryKey,
  entryLine,
  weekDays,
  type CalendarEntry,
} from "@/features/calendar/calendar";

// The dialog's code (Radix, focus trap) is loaded when a first entry is opened, not with the page.
const loadEntryDialog = () => import("./entry-dialog");
const EntryDialog = lazy(loadEntryDialog);

/** A week as a list of seven days, for narrow screens; an entry opens a dialog. */
export function WeekList({
  monday,
  entries,
  loading,
  today,
}: {
  monday: string;
  entries: CalendarEntry[];
  loading: boolean;
  today: string;
}) {
  const [open, setOpen] = useState<CalendarEntry | null>(null);
  return (
    <>
      <ol className="space-y-3" data-testid="week-list" aria-busy={loading}>
        {weekDays(monday).map((day) => {
          const dayEntries = entriesOn(day, entries);
          const isToday = day === today;
          return (
            <li
              key={day}
              data-day={day}
              data-today={isToday || undefined}
              className="calendar-weekday"
            >
              <h3>{dayLabel(day)}</h3>
              {dayEntries.length === 0 ? (
                <p>{loading ? "Chargement..." : isToday ? "Aujourd'hui !" : "Aucun événement"}</p>
              ) : (
                <ul>
                  {dayEntries.map((entry) => (
                    <li key={entryKey(entry)}>
                      <button
                        type="button"
                        onClick={() => setOpen(entry)}
                        onPointerDown={loadEntryDialog}
                        data-testid="calendar-event"
                        data-kind={entry.kind}
                        className="calendar-chip week-entry"
                      >
                        <span>{entry.nom}</span>
                        <span>{entryLine(entry)}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
      {open ? (
        <Suspense fallback={null}>
          <EntryDialog entry={open} today={today} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
