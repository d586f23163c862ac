import { describe, expect, it } from "vitest";
import {
  mergePeriods,
  countdownText,
  dayLabel,
  entriesOn,
  entryHref,
  entryKey,
  entryLine,
  eventPlace,
  monthKey,
  monthLabel,
  monthSpan,
  monthWeeks,
  nextBusyWeek,
  shiftMonth,
  shortPlace,
  weekDays,
  weekStart,
  type CalendarEntry,
  type CalendarEvent,
} from "./calendar";

const event = (overrides: Partial<CalendarEvent>): CalendarEvent => ({
  id: 1,
  nom: "Salon",
  description: null,
  start_date: "2026-12-10",
  end_date: "2026-12-12",
  location: { city: "Lisbonne", country: "Portugal" },
  ...overrides,
});

describe("mergePeriods", () => {
  it("keeps the days covered, overlapping and touching periods as one, in order", () => {
    expect(
      mergePeriods([
        { start_date: "2026-06-10", end_date: "2026-06-12" },
        { start_date: "2026-06-01", end_date: "2026-06-03" },
        { start_date: "2026-06-04", end_date: "2026-06-04" },
        { start_date: "2026-06-02", end_date: "2026-06-02" },
        { start_date: "2026-06-11", end_date: "2026-06-20" },
        { start_date: "2026-06-22", end_date: "2026-06-23" },
      ]),
    ).toEqual([
      { start_date: "2026-06-01", end_date: "2026-06-04" },
      { start_date: "2026-06-10", end_date: "2026-06-20" },
      { start_date: "2026-06-22", end_date: "2026-06-23" },
    ]);
  });

  it("gives the week navigation the same next week as the entries themselves", () => {
    const periods = [
      { start_date: "2026-06-01", end_date: "2026-06-30" },
      { start_date: "2026-06-05", end_date: "2026-06-06" },
      { start_date: "2026-09-14", end_date: "2026-09-15" },
    ];
    for (const monday of ["2026-05-25", "2026-06-22", "2026-06-29", "2026-09-07"])
      expect(nextBusyWeek(monday, mergePeriods(periods))).toBe(nextBusyWeek(monday, periods));
  });
});

describe("nextBusyWeek", () => {
  // Monday 2026-11-23; the event of 3 to 5 December lies in the week of Monday 30 November.
  const periods = [
    { start_date: "2026-11-10", end_date: "2026-11-12" },
    { start_date: "2027-01-20", end_date: "2027-01-21" },
    { start_date: "2026-12-03", end_date: "2026-12-05" },
  ];

  it("skips the empty weeks to the next one with an event, whatever the order of the events", () => {
    expect(nextBusyWeek("2026-11-23", periods)).toBe("2026-11-30");
    expect(nextBusyWeek("2026-11-30", periods)).toBe("2027-01-18");
  });

  it("counts an event that began before that week and is still on", () => {
    expect(nextBusyWeek("2026-11-23", [{ start_date: "2026-11-20", end_date: "2026-12-01" }])).toBe(
      "2026-11-30",
    );
  });

  it("finds none after the last event", () => {
    expect(nextBusyWeek("2027-01-18", periods)).toBeNull();
    expect(nextBusyWeek("2026-11-23", [])).toBeNull();
  });
});

describe("monthWeeks", () => {
  it("covers the month in weeks starting on Monday", () => {
    const weeks = monthWeeks({ year: 2026, month: 11 });
    // 1 November 2026 is a Sunday: the grid starts on Monday 26 October.
    expect(weeks[0]).toEqual([
      "2026-10-26",
      "2026-10-27",
      "2026-10-28",
      "2026-10-29",
      "2026-10-30",
      "2026-10-31",
      "2026-11-01",
    ]);
    expect(weeks.at(-1)).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
    expect(weeks).toHaveLength(6);
  });

  it("has four weeks for a February starting on Monday", () => {
    expect(monthWeeks({ year: 2027, month: 2 })).toHaveLength(4);
  });
});

describe("weeks", () => {
  it("finds the Monday of a day and its seven days", () => {
    expect(weekStart("2026-11-22")).toBe("2026-11-16");
    expect(weekStart("2026-11-16")).toBe("2026-11-16");
    expect(weekDays("2026-12-28").at(-1)).toBe("2027-01-03");
  });
});

describe("shiftMonth", () => {
  it("crosses years both ways", () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });
});

const session = (
  overrides: Partial<Extract<CalendarEntry, { kind: "session" }>>,
): CalendarEntry => ({
  kind: "session",
  id: 1,
  nom: "Python pour l'analyse de données",
  slug: "python",
  start_date: "2026-12-11",
  end_date: "2026-12-11",
  place: "Lyon",
  seats: null,
  open: true,
  ...overrides,
});

describe("entriesOn", () => {
  it("shows a multi-day event on each of its days", () => {
    const events: CalendarEntry[] = [
      { kind: "event", ...event({ id: 1 }) },
      {
        kind: "event",
        ...event({ id: 2, nom: "Autre", start_date: "2026-12-12", end_date: "2026-12-12" }),
      },
    ];
    expect(entriesOn("2026-12-09", events)).toEqual([]);
    expect(entriesOn("2026-12-11", events).map(entryKey)).toEqual(["event-1"]);
    expect(entriesOn("2026-12-12", events).map(entryKey)).toEqual(["event-1", "event-2"]);
  });

  it("puts the events before the sessions, so a cell's first two are the spec's events", () => {
    const entries = [
      session({ id: 1, start_date: "2026-12-01", end_date: "2026-12-20" }),
      { kind: "event" as const, ...event({ id: 1, start_date: "2026-12-11" }) },
    ];
    expect(entriesOn("2026-12-11", entries).map(entryKey)).toEqual(["event-1", "session-1"]);
  });
});

describe("entries' links and lines", () => {
  it("leads an event to its formations, a session to its registration, or to its formation before registrations open", () => {
    expect(entryHref({ kind: "event", ...event({ id: 4 }) })).toBe(
      "/formations/evenements#evenement-4",
    );
    expect(entryHref(session({ id: 9 }))).toBe("/inscription/9");
    expect(entryHref(session({ id: 9, open: false }))).toBe("/formation/python");
  });

  it("says a session is one, in words as well as in colour", () => {
    expect(entryLine({ kind: "event", ...event({}) })).toBe("Lisbonne");
    expect(entryLine(session({ place: "À distance" }))).toBe("Session · À distance");
  });
});

describe("monthSpan and monthKey", () => {
  it("spans the whole weeks of a month's grid, Monday to Sunday", () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    expect(monthSpan({ year: 2026, month: 11 })).toEqual({ from: "2026-10-26", to: "2026-12-06" });
    expect(monthSpan({ year: 2027, month: 2 })).toEqual({ from: "2027-02-01", to: "2027-02-28" });
  });

  it("names a month as its address does", () => {
    expect(monthKey({ year: 2027, month: 3 })).toBe("2027-03");
  });
});

describe("countdownText", () => {
  const today = "2026-11-22";
  it("counts months of 30 days and days", () => {
    expect(countdownText(event({ start_date: "2027-01-26", end_date: "2027-01-26" }), today)).toBe(
      "dans 2 mois et 5 jours",
    );
    expect(countdownText(event({ start_date: "2026-12-22", end_date: "2026-12-22" }), today)).toBe(
      "dans 1 mois",
    );
    expect(countdownText(event({ start_date: "2026-12-23", end_date: "2026-12-23" }), today)).toBe(
      "dans 1 mois et 1 jour",
    );
    expect(countdownText(event({ start_date: "2026-12-04", end_date: "2026-12-05" }), today)).toBe(
      "dans 12 jours",
    );
    expect(countdownText(event({ start_date: "2026-11-23", end_date: "2026-11-23" }), today)).toBe(
      "dans 1 jour",
    );
  });

  it("says where an event stands once it has begun", () => {
    expect(countdownText(event({ start_date: today, end_date: today }), today)).toBe(
      "Aujourd'hui !",
    );
    expect(countdownText(event({ start_date: "2026-11-20", end_date: "2026-11-24" }), today)).toBe(
      "En cours",
    );
    expect(countdownText(event({ start_date: "2026-11-01", end_date: "2026-11-02" }), today)).toBe(
      "Terminé",
    );
  });
});

describe("labels", () => {
  it("names months and days in French", () => {
    expect(monthLabel({ year: 2026, month: 2 })).toBe("Février 2026");
    expect(dayLabel("2026-11-23")).toBe("Lundi 23 novembre");
  });

  it("places an event by city and country", () => {
    expect(eventPlace(event({}))).toBe("Lisbonne, Portugal");
    expect(eventPlace(event({ location: { city: null, country: "Thaïlande" } }))).toBe("Thaïlande");
    expect(eventPlace(event({ location: null }))).toBe("Lieu à venir");
    expect(shortPlace(event({}))).toBe("Lisbonne");
    expect(shortPlace(event({ location: { city: null, country: "Thaïlande" } }))).toBe("Thaïlande");
  });
});
