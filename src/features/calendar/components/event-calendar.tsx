"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { TooltipProvider } from "@/components/ui/tooltip";
import { addDays, parisDay } from "@/lib/dates";
import { dayLabel, initialMonth, monthLabel, shiftMonth, weekStart, type CalendarEvent } from "../calendar";
import { MonthGrid } from "./month-grid";
import { WeekList } from "./week-list";

const noSubscription = () => () => {};

function NavigationButton({ label, onClick, children }: { label: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="grid size-11 place-items-center rounded-full border border-ink/15 hover:bg-ink/5"
    >
      {children}
    </button>
  );
}

/**
 * The events calendar: a month grid from 768 px, a week list below. Both open on the next
 * event's month (or week); the page is cached, so the browser works out today itself.
 */
export function EventCalendar({ events, renderedOn }: { events: CalendarEvent[]; renderedOn: string }) {
  const today = useSyncExternalStore(noSubscription, () => parisDay(), () => renderedOn);
  const start = initialMonth(events, renderedOn);
  const [month, setMonth] = useState(start);
  const firstEventDay = events.find((event) => event.start_date >= renderedOn)?.start_date ?? renderedOn;
  const [monday, setMonday] = useState(weekStart(firstEventDay));

  return (
    <TooltipProvider delayDuration={150}>
      <section aria-label="Calendrier mensuel" className="hidden md:block">
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 className="font-display text-3xl font-bold" aria-live="polite" data-testid="month-title">
            {monthLabel(month)}
          </h2>
          <div className="flex gap-2">
            <NavigationButton label="Mois précédent" onClick={() => setMonth(shiftMonth(month, -1))}>
              <ChevronLeft aria-hidden className="size-5" />
            </NavigationButton>
            <NavigationButton label="Mois suivant" onClick={() => setMonth(shiftMonth(month, 1))}>
              <ChevronRight aria-hidden className="size-5" />
            </NavigationButton>
          </div>
        </div>
        <MonthGrid month={month} events={events} today={today} />
      </section>
      <section aria-label="Calendrier de la semaine" className="md:hidden">
        <div className="mb-4 flex items-center justify-between gap-2">
          <h2 className="font-display text-xl font-bold" aria-live="polite" data-testid="week-title">
            Semaine du {dayLabel(monday).toLowerCase()}
          </h2>
          <div className="flex shrink-0 gap-2">
            <NavigationButton label="Semaine précédente" onClick={() => setMonday(addDays(monday, -7))}>
              <ChevronLeft aria-hidden className="size-5" />
            </NavigationButton>
            <NavigationButton label="Semaine suivante" onClick={() => setMonday(addDays(monday, 7))}>
              <ChevronRight aria-hidden className="size-5" />
            </NavigationButton>
          </div>
        </div>
        <WeekList monday={monday} events={events} today={today} />
      </section>
    </TooltipProvider>
  );
}
