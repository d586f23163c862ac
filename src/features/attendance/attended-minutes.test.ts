import { describe, expect, it } from "vitest";
import { hoursText, sessionSlots } from "@/features/sessions/public";
import { attendedMinutes, partialTimesProblem } from "./attended-minutes";

const twoDays = {
  start_date: "2026-12-14",
  end_date: "2026-12-15",
  daily_hours: "9 h – 17 h",
  schedule: null,
};

describe("attendedMinutes", () => {
  const [morning] = sessionSlots(twoDays);

  it("counts all, nothing, or the time between arrival and departure", () => {
    expect(attendedMinutes(morning!, { status: "present", arrived_at: null, left_at: null })).toBe(
      210,
    );
    expect(attendedMinutes(morning!, { status: "absent", arrived_at: null, left_at: null })).toBe(
      0,
    );
    expect(attendedMinutes(morning!, undefined)).toBe(0);
    expect(
      attendedMinutes(morning!, { status: "partial", arrived_at: "09:40", left_at: "12:30" }),
    ).toBe(170);
    expect(hoursText(170)).toBe("2 h 50");
    expect(hoursText(420)).toBe("7 h");
    expect(hoursText(45)).toBe("45 min");
  });

  it("refuses times outside the half-day or in the wrong order", () => {
    expect(partialTimesProblem(morning!, "08:00", "12:00")).toBe(
      "Les heures doivent être comprises entre 9 h et 12 h 30.",
    );
    expect(partialTimesProblem(morning!, "11:00", "10:00")).toBe(
      "L'heure de départ doit suivre l'heure d'arrivée.",
    );
    expect(partialTimesProblem(morning!, "09:40", "12:30")).toBeNull();
  });
});
