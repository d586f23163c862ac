"use client";

import { ChevronLeft, ChevronRight, ChevronsRight } from "lucide-react";
import { useState } from "react";
import { addDays, parisDay } from "@/lib/dates";
import { useBrowserSnapshot } from "@/lib/use-browser-snapshot";
import { dayLabel, monthLabel, monthOf, nextWeekWithEvent, shiftMonth, weekStart, type CalendarEvent, type EventPeriod, type Month } from "../../calendar";
import { MonthGrid } from "./month-grid";
import { useCalendarMonths } from "./use-calendar-months";
import { WeekList } from "./week-list";

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
 * event's month (or week), whose events come with the page; the others are read as the visitor
 * moves. The page is cached, so the browser works out today itself.
 */
export function EventCalendar({
  firstMonth,
  firstEvents,
  firstDay,
  eventPeriods,
  renderedOn,
}: {
  /** The month first shown, and the events of its grid. */
  firstMonth: Month;
  firstEvents: CalendarEvent[];
  /** The day whose week the list first shows: the next event's, else the day of the render. */
  firstDay: string;
  /** The days of the events around, for 'Semaine suivante avec un événement'. */
  eventPeriods: EventPeriod[];
  renderedOn: string;
}) {
  const today = useBrowserSnapshot(parisDay, renderedOn);
  const [month, setMonth] = useState(firstMonth);
  const [monday, setMonday] = useState(weekStart(firstDay));
  const { eventsOf, load } = useCalendarMonths(firstMonth, firstEvents);

  const showMonth = (shown: Month) => {
    setMonth(shown);
    load(shown);
  };
  // A week lies in the grid of the month of its Monday and in that of its Sunday: either will do.
  const eventsOfWeek = (day: string) => eventsOf(monthOf(day)) ?? eventsOf(monthOf(addDays(day, 6)));
  const weekEvents = eventsOfWeek(monday);
  const showWeek = (shown: string) => {
    setMonday(shown);
    if (!eventsOfWeek(shown)) load(monthOf(shown));
  };
  const monthEvents = eventsOf(month);
  const nextBusyWeek = nextWeekWithEvent(monday, eventPeriods);

  return (
    <>
      <section aria-label="Calendrier mensuel" className="hidden md:block">
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 className="font-display text-3xl font-bold" aria-live="polite" data-testid="month-title">
            {monthLabel(month)}
          </h2>
          <div className="flex gap-2">
            <NavigationButton label="Mois précédent" onClick={() => showMonth(shiftMonth(month, -1))}>
              <ChevronLeft aria-hidden className="size-5" />
            </NavigationButton>
            <NavigationButton label="Mois suivant" onClick={() => showMonth(shiftMonth(month, 1))}>
              <ChevronRight aria-hidden className="size-5" />
            </NavigationButton>
          </div>
        </div>
        <MonthGrid month={month} events={monthEvents ?? []} loading={!monthEvents} today={today} />
      </section>
      <section aria-label="Calendrier de la semaine" className="md:hidden">
        <div className="mb-4 flex items-center justify-between gap-2">
          <h2 className="font-display text-xl font-bold" aria-live="polite" data-testid="week-title">
            Semaine du {dayLabel(monday).toLowerCase()}
          </h2>
          <div className="flex shrink-0 gap-2">
            <NavigationButton label="Semaine précédente" onClick={() => showWeek(addDays(monday, -7))}>
              <ChevronLeft aria-hidden className="size-5" />
            </NavigationButton>
            <NavigationButton label="Semaine suivante" onClick={() => showWeek(addDays(monday, 7))}>
              <ChevronRight aria-hidden className="size-5" />
            </NavigationButton>
          </div>
        </div>
        <WeekList monday={monday} events={weekEvents ?? []} loading={!weekEvents} today={today} />
        {nextBusyWeek ? (
          <button
            type="button"
            onClick={() => showWeek(nextBusyWeek)}
            className="mt-4 flex w-full items-center justify-center gap-2 rounded-full border border-ink/15 px-4 py-3 font-semibold hover:bg-ink/5"
          >
            Semaine suivante avec un événement <ChevronsRight aria-hidden className="size-5" />
          </button>
        ) : (
          <p className="mt-4 text-center text-sm text-ink/70">Aucun événement prévu après cette semaine.</p>
        )}
      </section>
    </>
  );
}
