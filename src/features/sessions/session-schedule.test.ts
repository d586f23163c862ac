import { describe, expect, it } from "vitest";
import { datesText } from "./session-text";
import { parseSchedule, scheduleText } from "./session-schedule";

describe("parseSchedule", () => {
  it("reads one day per line, in either date format, with or without its hours, in order", () => {
    expect(parseSchedule("18/12/2026 9 h – 12 h 30\n\n 2026-12-14 : 9h-17h \n15/12/2026")).toEqual({
      days: [
        { day: "2026-12-14", hours: "9h-17h" },
        { day: "2026-12-15", hours: null },
        { day: "2026-12-18", hours: "9 h – 12 h 30" },
      ],
    });
    expect(parseSchedule("  \n ")).toEqual({ days: null });
  });

  it("says which line it cannot read, in French", () => {
    expect(parseSchedule("14/12/2026\nlundi 15")).toEqual({
      error: "Ligne 2 : commencez par une date, par exemple 14/12/2026.",
    });
    expect(parseSchedule("14/12/2026\n\n31/02/2026")).toEqual({
      error: "Ligne 3 : cette date n'existe pas.",
    });
    const unreadable =
      "Ligne 1 : horaires illisibles, écrivez-les comme « 9 h – 17 h » ou « 9 h – 12 h 30 et 13 h 30 – 17 h ».";
    expect(parseSchedule("14/12/2026 le matin")).toEqual({ error: unreadable });
    // Read as 9 h – 13 h 30, the afternoon would vanish from the hours planned.
    expect(parseSchedule("14/12/2026 9h-17h (pause 12h30-13h30)")).toEqual({ error: unreadable });
    // A second date on the line would be swallowed into the hours, its day lost.
    expect(parseSchedule("14/12/2026, 15/12/2026 9 h – 17 h")).toEqual({
      error: "Ligne 1 : une date n'a pas sa place dans les horaires.",
    });
    expect(parseSchedule("14/12/2026\n2026-12-14 9 h – 12 h")).toEqual({
      error: "Ligne 2 : le 14 décembre 2026 figure déjà.",
    });
    expect(parseSchedule(Array(61).fill("14/12/2026").join("\n"))).toEqual({
      error: "60 jours au plus, un par ligne.",
    });
  });

  it("writes a schedule back as staff typed it", () => {
    const text = "14/12/2026\n18/12/2026 9 h – 12 h 30";
    const parsed = parseSchedule(text);
    expect("days" in parsed && scheduleText(parsed.days)).toBe(text);
  });
});

describe("datesText of a session on days of its own", () => {
  const session = { start_date: "2026-11-30", end_date: "2027-01-04", daily_hours: "9 h – 17 h" };
  const days = (...list: string[]) => list.map((day) => ({ day, hours: null }));

  it("names the days, each month once, then the common hours; 'des' or 'du' within a sentence", () => {
    const schedule = days("2026-11-30", "2026-12-02", "2026-12-04", "2027-01-04");
    expect(datesText({ ...session, schedule })).toBe(
      "Les 30 novembre, 2, 4 décembre 2026 et 4 janvier 2027, 9 h – 17 h",
    );
    expect(datesText({ ...session, schedule }, { lowercase: true })).toMatch(/^des 30 novembre/);
    expect(datesText({ ...session, schedule: schedule.slice(0, 1) }, { lowercase: true })).toBe(
      "du 30 novembre 2026, 9 h – 17 h",
    );
  });

  it("gives each day its hours when they differ, the usual ones included", () => {
    const schedule = [
      { day: "2026-11-30", hours: null },
      { day: "2026-12-02", hours: "9 h – 12 h" },
    ];
    expect(datesText({ ...session, schedule })).toBe(
      "Les 30 novembre (9 h – 17 h) et 2 décembre 2026 (9 h – 12 h)",
    );
  });

  it("gives a long list of days as its period and their number", () => {
    const schedule = days(
      "2026-11-30",
      "2026-12-07",
      "2026-12-14",
      "2026-12-21",
      "2026-12-28",
      "2027-01-04",
      "2027-01-11",
    );
    expect(datesText({ ...session, end_date: "2027-01-11", schedule })).toBe(
      "Du 30 novembre 2026 au 11 janvier 2027 (7 jours), 9 h – 17 h",
    );
  });
});
