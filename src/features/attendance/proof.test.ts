import { describe, expect, it } from "vitest";
import { certificateReady, certifiedMinutes, halfDayProof, missingProofs } from "./proof";
import type { Slot } from "@/features/sessions/public";
import { type Attendance, type AttendanceLine, type MarkRecord } from "./attendance-record";

const monday: Slot = { day: "2026-12-14", half: "am", start: "09:00", end: "12:30" };
const afternoon: Slot = { day: "2026-12-14", half: "pm", start: "13:30", end: "17:00" };
const paris = (time: string) => new Date(`2026-12-14T${time}:00+01:00`);
const evening = paris("18:00");

function mark(slot: Slot, values: Partial<MarkRecord> = {}): MarkRecord {
  return {
    registration_id: 41,
    day: slot.day,
    half: slot.half,
    status: "present",
    arrived_at: null,
    left_at: null,
    signature_kind: null,
    signature: null,
    signed_at: null,
    signer_address: null,
    signer_user_agent: null,
    signed_from: null,
    marked_by: 3,
    reason: "Téléphone oublié",
    uncertified_at: null,
    updated_at: paris("09:10"),
    marker: "Claire Dubois",
    ...values,
  };
}

const signed = (slot: Slot) =>
  mark(slot, {
    signature_kind: "typed",
    signature: "Zoé Martin",
    signed_at: paris(slot.start),
    signed_from: "room",
    marked_by: null,
    reason: null,
  });

function line(marks: MarkRecord[], values: Partial<AttendanceLine> = {}): AttendanceLine {
  return {
    id: 41,
    name: "MARTIN Zoé",
    company: null,
    funderFile: null,
    attending: true,
    marks: Object.fromEntries(marks.map((row) => [`${row.day}/${row.half}`, row])),
    statements: {},
    attended: 0,
    ...values,
  };
}

function attendance(
  lines: AttendanceLine[],
  { countersigned = [monday, afternoon], sheet = null as Date | null } = {},
): Attendance {
  return {
    slots: [monday, afternoon],
    lines,
    countersignatures: Object.fromEntries(
      countersigned.map((slot) => [
        `${slot.day}/${slot.half}`,
        { trainer_name: "Inès Garnier", signed_at: paris(slot.end) } as never,
      ]),
    ),
    sheet: sheet && { uploaded_at: sheet, sha256: "0".repeat(64) },
    planned: 420,
  };
}

describe("which half-days a certificate may state", () => {
  it("counts a half-day signed by the trainee and countersigned by the trainer, and nothing before it ends", () => {
    const zoe = line([signed(monday), signed(afternoon)]);
    const both = attendance([zoe]);
    expect(halfDayProof(both, zoe, afternoon, paris("16:00"))).toEqual({ state: "upcoming" });
    expect(halfDayProof(both, zoe, monday, evening)).toEqual({ state: "proven", by: "signatures" });
    expect(certifiedMinutes(both, zoe, evening)).toBe(420);
    expect(certificateReady(both, zoe, evening)).toBe(true);
    expect(certificateReady(both, zoe, paris("16:00"))).toBe(false);
  });

  it("holds back a signature the trainer has not countersigned, and a staff record without proof", () => {
    const zoe = line([signed(monday), mark(afternoon)]);
    const missing = attendance([zoe], { countersigned: [afternoon] });
    expect(halfDayProof(missing, zoe, monday, evening)).toEqual({
      state: "lacking",
      lacks: ["countersignature"],
    });
    expect(halfDayProof(missing, zoe, afternoon, evening)).toEqual({
      state: "lacking",
      lacks: ["proof"],
    });
    expect(certifiedMinutes(missing, zoe, evening)).toBe(0);
    expect(certificateReady(missing, zoe, evening)).toBe(false);
    expect(missingProofs(missing, evening).map((row) => [row.slot.half, row.lacks])).toEqual([
      ["am", ["countersignature"]],
      ["pm", ["proof"]],
    ]);
  });

  it("takes a signed statement or the paper sheet sent after the half-day as proof of staff's record", () => {
    const withStatement = line([mark(monday), mark(afternoon)], {
      statements: { "2026-12-14/pm": { uploaded_at: evening, sha256: "a".repeat(64) } },
    });
    const none = attendance([withStatement], { countersigned: [] });
    expect(halfDayProof(none, withStatement, afternoon, evening)).toEqual({
      state: "proven",
      by: "statement",
    });
    expect(certifiedMinutes(none, withStatement, evening)).toBe(210);
    // A sheet sent at lunch covers the morning only.
    const zoe = line([mark(monday), mark(afternoon)]);
    const lunch = attendance([zoe], { countersigned: [], sheet: paris("12:45") });
    expect(halfDayProof(lunch, zoe, monday, evening)).toEqual({ state: "proven", by: "sheet" });
    expect(halfDayProof(lunch, zoe, afternoon, evening).state).toBe("lacking");
  });

  it("takes no paper as proof of a record changed after it came", () => {
    const later = mark(monday, { updated_at: paris("19:00") });
    const withOld = line([later, mark(afternoon)], {
      statements: { "2026-12-14/am": { uploaded_at: evening, sha256: "b".repeat(64) } },
    });
    const sheetBefore = attendance([withOld], { countersigned: [], sheet: evening });
    expect(halfDayProof(sheetBefore, withOld, monday, paris("20:00"))).toEqual({
      state: "lacking",
      lacks: ["proof"],
    });
    expect(halfDayProof(sheetBefore, withOld, afternoon, paris("20:00"))).toEqual({
      state: "proven",
      by: "sheet",
    });
  });

  it("settles an absence, a half-day staff chose not to certify and one after the trainee left, without their hours", () => {
    const zoe = line([
      mark(monday, { status: "absent", reason: null }),
      mark(afternoon, { uncertified_at: evening }),
    ]);
    const settled = attendance([zoe]);
    expect(halfDayProof(settled, zoe, monday, evening)).toEqual({ state: "settled" });
    expect(halfDayProof(settled, zoe, afternoon, evening)).toEqual({ state: "settled" });
    expect(certificateReady(settled, zoe, evening)).toBe(true);
    expect(certifiedMinutes(settled, zoe, evening)).toBe(0);
    // Unrecorded: waits while the trainee holds a seat, not once they left.
    const unrecorded = line([signed(monday)]);
    expect(halfDayProof(attendance([unrecorded]), unrecorded, afternoon, evening)).toEqual({
      state: "lacking",
      lacks: ["record"],
    });
    const left = { ...unrecorded, attending: false };
    expect(certificateReady(attendance([left]), left, evening)).toBe(true);
    expect(certifiedMinutes(attendance([left]), left, evening)).toBe(210);
  });

  it("counts a signed partial attendance for its times only", () => {
    const zoe = line([
      { ...signed(monday), status: "partial", arrived_at: "09:40", left_at: "12:30" },
      signed(afternoon),
    ]);
    expect(certifiedMinutes(attendance([zoe]), zoe, evening)).toBe(170 + 210);
  });
});
