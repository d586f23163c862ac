"use client";

import { useState } from "react";
import { Icon } from "@/components/ui/icon";
import { addDays, parisDay } from "@/lib/dates";
import { useBrowserSnapshot } from "@/lib/use-browser-snapshot";
import {
  dayLabel,
  monthLabel,
  monthOf,
  nextBusyWeek,
  shiftMonth,
  weekStart,
  type CalendarEntry,
  type EventPeriod,
  type Month,
} from "@/features/calendar/calendar";
import { CalendarLegend } from "./calendar-legend";
import { MonthGrid } from "./month-grid";
import { useCalendarMonths } from "./use-calendar-months";
import { WeekList } from "./week-list";

function NavigationButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button type="button" aria-label={label} onClick={onClick} className="calendar-nav">
      {children}
    </button>
  );
}

/**
 * The calendar of events and sessions: a month grid from 768 px, a week list below. Both open on
 * the next event's month (or week), whose entries come with the page; the others are read as the
 * visitor moves. The page is cached, so the browser works out today itself.
 */
export function EventCalendar({
  firstMonth,
  firstEntries,
  firstDay,
  entryPeriods,
  renderedOn,
}: {
  /** The month first shown, and the entries of its grid. */
  firstMonth: Month;
  firstEntries: CalendarEntry[];
  /** The day whose week the list first shows: the next event's, else the day of the render. */
  firstDay: string;
  /** The days of the entries around, for 'Semaine suivante avec une date'. */
  entryPeriods: EventPeriod[];
  renderedOn: string;
}) {
  const today = useBrowserSnapshot(parisDay, renderedOn);
  const [month, setMonth] = useState(firstMonth);
  const [monday, setMonday] = useState(weekStart(firstDay));
  const { entriesOf, load } = useCalendarMonths(firstMonth, firstEntries);

  const showMonth = (shown: Month) => {
    setMonth(shown);
    load(shown);
  };
  // A week lies in the grid of the month of its Monday and in that of its Sunday: either will do.
  const entriesOfWeek = (day: string) =>
    entriesOf(monthOf(day)) ?? entriesOf(monthOf(addDays(day, 6)));
  const weekEntries = entriesOfWeek(monday);
  const showWeek = (shown: string) => {
    setMonday(shown);
    if (!entriesOfWeek(shown)) load(monthOf(shown));
  };
  const monthEntries = entriesOf(month);
  const busyWeek = nextBusyWeek(monday, entryPeriods);

  return (
    // Its own spacing: as an island, it has no box for its page's to reach its parts.
    <div className="space-y-10">
      <CalendarLegend />
      <section aria-label="Calendrier mensuel" className="hidden md:block">
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2
            className="font-display text-3xl font-bold"
            aria-live="polite"
            data-testid="month-title"
          >
            {monthLabel(month)}
          </h2>
          <div className="flex gap-2">
            <NavigationButton
              label="Mois précédent"
              onClick={() => showMonth(shiftMonth(month, -1))}
            >
              <Icon name="chevron-left" className="size-5" />
            </NavigationButton>
            <NavigationButton label="Mois suivant" onClick={() => showMonth(shiftMonth(month, 1))}>
              <Icon name="chevron-right" className="size-5" />
            </NavigationButton>
          </div>
        </div>
        <MonthGrid
          month={month}
          entries={monthEntries ?? []}
          loading={!monthEntries}
          today={today}
        />
      </section>
      <section aria-label="Calendrier de la semaine" className="md:hidden">
        <div className="mb-4 flex items-center justify-between gap-2">
          <h2
            className="font-display text-xl font-bold"
            aria-live="polite"
            data-testid="week-title"
          >
            Semaine du {dayLabel(monday).toLowerCase()}
          </h2>
          <div className="flex shrink-0 gap-2">
            <NavigationButton
              label="Semaine précédente"
              onClick={() => showWeek(addDays(monday, -7))}
            >
              <Icon name="chevron-left" className="size-5" />
            </NavigationButton>
            <NavigationButton label="Semaine suivante" onClick={() => showWeek(addDays(monday, 7))}>
              <Icon name="chevron-right" className="size-5" />
            </NavigationButton>
          </div>
        </div>
        <WeekList
          monday={monday}
          entries={weekEntries ?? []}
          loading={!weekEntries}
          today={today}
        />
        {busyWeek ? (
          <button
            type="button"
            onClick={() => showWeek(busyWeek)}
            className="mt-4 flex w-full items-center justify-center gap-2 rounded-full border border-ink/15 px-4 py-3 font-semibold hover:bg-ink/5"
          >
            Semaine suivante avec une date <Icon name="chevrons-right" className="size-5" />
          </button>
        ) : (
          <p className="mt-4 text-center text-sm text-ink/70">
            Aucun événement ni session prévus après cette semaine.
          </p>
        )}
      </section>
    </div>
  );
}
