"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { joinClasses } from "@/lib/join-classes";
import { dayLabel, eventsOn, shortPlace, weekDays, type CalendarEvent } from "../../calendar";

// The dialog's code (Radix, focus trap) is loaded when a first event is opened, not with the page.
const loadEventDialog = () => import("./event-dialog");
const EventDialog = dynamic(loadEventDialog, { ssr: false });

/** A week as a list of seven days, for narrow screens; an event opens a dialog. */
export function WeekList({ monday, events, loading, today }: { monday: string; events: CalendarEvent[]; loading: boolean; today: string }) {
  const [open, setOpen] = useState<CalendarEvent | null>(null);
  return (
    <>
      <ol className="space-y-3" data-testid="week-list" aria-busy={loading}>
        {weekDays(monday).map((day) => {
          const dayEvents = eventsOn(day, events);
          const isToday = day === today;
          return (
            <li
              key={day}
              data-day={day}
              className={joinClasses("rounded-2xl border border-ink/10 p-4", isToday ? "bg-brand-yellow-soft" : "bg-white")}
            >
              <h3 className="font-display font-bold">{dayLabel(day)}</h3>
              {dayEvents.length === 0 ? (
                <p className="mt-1 text-sm text-ink/70">{loading ? "Chargement..." : isToday ? "Aujourd'hui !" : "Aucun événement"}</p>
              ) : (
                <ul className="mt-2 space-y-2">
                  {dayEvents.map((event) => (
                    <li key={event.id}>
                      <button
                        type="button"
                        onClick={() => setOpen(event)}
                        onPointerDown={loadEventDialog}
                        data-testid="calendar-event"
                        className="w-full rounded-xl bg-brand-pink-soft px-3 py-2 text-left text-sm text-brand-pink-ink"
                      >
                        <span className="block font-semibold">{event.nom}</span>
                        <span className="block">{shortPlace(event)}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
      {open ? <EventDialog event={open} today={today} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
