import { describe, expect, it } from "vitest";
import { addDays, isWeekend } from "@/lib/dates";
import { pastSessionDates } from "./attendance";
import { seedPastSessions } from "./surveys";

describe("the demo's past sessions", () => {
  // A week of seed days, from a Monday: each weekday and each weekend day once.
  const seedDays = Array.from({ length: 7 }, (_, index) => addDays("2026-11-23", index));

  // The attendance grid shows a session's weekdays, or its weekend days when it has no other
  // (features/sessions/session-days.ts); the seed signs weekdays only.
  it("start and end on weekdays and hold as many as they last, whatever day the demo is seeded, so every half-day the grid shows is signed", () => {
    for (const today of seedDays)
      for (const demo of seedPastSessions) {
        const { start_date, end_date } = pastSessionDates(today, demo);
        const weekdays: string[] = [];
        for (let day = start_date; day <= end_date; day = addDays(day, 1))
          if (!isWeekend(day)) weekdays.push(day);
        const which = `${today}, ${demo.formation}`;
        expect([isWeekend(start_date), isWeekend(end_date)], which).toEqual([false, false]);
        expect(weekdays, which).toHaveLength(demo.days);
        expect(end_date <= addDays(today, -demo.ended)).toBe(true);
      }
  });

  it("end on the Friday before a weekend day they would have ended on", () => {
    expect(pastSessionDates("2026-11-29", { ended: 1, days: 1 })).toEqual({
      start_date: "2026-11-27",
      end_date: "2026-11-27",
    });
    expect(pastSessionDates("2026-12-01", { ended: 1, days: 3 })).toEqual({
      start_date: "2026-11-26",
      end_date: "2026-11-30",
    });
  });
});
