import { describe, expect, it } from "vitest";
import { markable, sessionSlots, signable, slotMinutes, slotPhase } from "./session-slots";

const twoDays = {
  start_date: "2026-12-14",
  end_date: "2026-12-15",
  daily_hours: "9 h – 17 h",
  schedule: null,
};

describe("sessionSlots", () => {
  it("cuts each day at the lunch break, seven hours a day", () => {
    const slots = sessionSlots(twoDays);
    expect(slots).toEqual([
      { day: "2026-12-14", half: "am", start: "09:00", end: "12:30" },
      { day: "2026-12-14", half: "pm", start: "13:30", end: "17:00" },
      { day: "2026-12-15", half: "am", start: "09:00", end: "12:30" },
      { day: "2026-12-15", half: "pm", start: "13:30", end: "17:00" },
    ]);
    expect(slots.reduce((total, slot) => total + slotMinutes(slot), 0)).toBe(14 * 60);
  });

  it("takes a day written with its break as it is", () => {
    const slots = sessionSlots({ ...twoDays, daily_hours: "9h30-12h et 14h-17h30" });
    expect(slots.slice(0, 2)).toEqual([
      { day: "2026-12-14", half: "am", start: "09:30", end: "12:00" },
      { day: "2026-12-14", half: "pm", start: "14:00", end: "17:30" },
    ]);
  });

  it("gives a morning or an afternoon alone one half-day, even one starting at noon", () => {
    expect(sessionSlots({ ...twoDays, daily_hours: "12 h – 17 h" }).slice(0, 1)).toEqual([
      { day: "2026-12-14", half: "pm", start: "12:00", end: "17:00" },
    ]);
    expect(sessionSlots({ ...twoDays, daily_hours: "12 h – 17 h" })).toHaveLength(2);
    expect(
      sessionSlots({ ...twoDays, daily_hours: "14 h – 17 h" }).map((slot) => slot.half),
    ).toEqual(["pm", "pm"]);
    expect(sessionSlots({ ...twoDays, daily_hours: "8h30 - 12h" })[0]).toEqual({
      day: "2026-12-14",
      half: "am",
      start: "08:30",
      end: "12:00",
    });
  });

  it("teaches the usual hours when the session names none, and skips the weekend", () => {
    const slots = sessionSlots({
      start_date: "2026-12-11",
      end_date: "2026-12-14",
      daily_hours: null,
      schedule: null,
    });
    expect(slots.map((slot) => `${slot.day} ${slot.start}-${slot.end}`)).toEqual([
      "2026-12-11 09:00-12:30",
      "2026-12-11 13:30-17:00",
      "2026-12-14 09:00-12:30",
      "2026-12-14 13:30-17:00",
    ]);
  });

  it("cuts each day of a schedule by its own hours, the usual ones when it names none", () => {
    const slots = sessionSlots({
      ...twoDays,
      end_date: "2026-12-21",
      schedule: [
        { day: "2026-12-14", hours: null },
        { day: "2026-12-17", hours: "14 h – 17 h 30" },
        { day: "2026-12-21", hours: "8 h 30 – 12 h et 13 h – 16 h" },
      ],
    });
    expect(slots.map((slot) => `${slot.day}/${slot.half} ${slot.start}-${slot.end}`)).toEqual([
      "2026-12-14/am 09:00-12:30",
      "2026-12-14/pm 13:30-17:00",
      "2026-12-17/pm 14:00-17:30",
      "2026-12-21/am 08:30-12:00",
      "2026-12-21/pm 13:00-16:00",
    ]);
  });
});

describe("who may act on a half-day, and when", () => {
  const [morning] = sessionSlots(twoDays);
  // 14 December is in winter time: Paris is UTC+1.
  const at = (time: string) => new Date(`2026-12-14T${time}:00+01:00`);

  it("opens signatures half an hour before the start and closes them at the end", () => {
    expect(slotPhase(morning!, at("08:29"))).toBe("upcoming");
    expect(signable(morning!, at("08:29"))).toBe(false);
    expect(signable(morning!, at("08:30"))).toBe(true);
    expect(signable(morning!, at("12:30"))).toBe(true);
    expect(signable(morning!, at("12:31"))).toBe(false);
  });

  it("lets staff mark a half-day from its start, never before", () => {
    expect(markable(morning!, at("08:59"))).toBe(false);
    expect(markable(morning!, at("09:00"))).toBe(true);
    expect(markable(morning!, new Date("2027-01-10T10:00:00Z"))).toBe(true);
    expect(markable(morning!, new Date("2026-11-26T10:00:00Z"))).toBe(false);
  });
});
