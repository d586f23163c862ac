import { formatTime, formatWeekdayDate } from "@/lib/dates";
import type { Attendance } from "./attendance";
import {
  halfDayLabels,
  slotKey,
  slotPhase,
  type AttendanceStatus,
  type HalfDay,
  type Slot,
} from "./session-slots";

/**
 * How the dashboard, the pages and the journal word a half-day and what was recorded of it:
 * plain text, for server and client components alike.
 */

/** 'lundi 14 décembre, matin'. */
export function slotText(slot: { day: string; half: HalfDay }): string {
  return `${formatWeekdayDate(slot.day)}, ${halfDayLabels[slot.half].toLocaleLowerCase("fr")}`;
}

const statusWords: Record<AttendanceStatus, string> = {
  present: "présent",
  absent: "absent",
  partial: "partiel",
};

/** What a line shows of a half-day: 'signé 09:02', 'absent', 'partiel 09:40–12:30', 'non renseigné'. */
export function markText(
  mark:
    | {
        status: AttendanceStatus;
        arrived_at: string | null;
        left_at: string | null;
        signed_at: Date | null;
      }
    | undefined,
): string {
  if (!mark) return "non renseigné";
  if (mark.signed_at) return `signé ${formatTime(mark.signed_at)}`;
  if (mark.status === "partial") return `partiel ${mark.arrived_at}–${mark.left_at}`;
  return statusWords[mark.status];
}

/** The trainee's statement above their signature, as the sheet's evidence page repeats it. */
export const PRESENCE_STATEMENT =
  "En signant, j'atteste être présent(e) à cette demi-journée de formation.";

/** What is missing of a half-day that has ended: its empty lines, the trainer's signature. */
function missingText(attendance: Attendance, slot: Slot, onPaper: boolean): string | null {
  const empty = attendance.lines.filter(
    (line) => line.attending && !line.marks[slotKey(slot)],
  ).length;
  const parts = [
    empty > 0
      ? `${empty} stagiaire${empty > 1 ? "s" : ""} non renseigné${empty > 1 ? "s" : ""}`
      : null,
    // The signed paper sheet carries the trainer's signature.
    onPaper || attendance.countersignatures[slotKey(slot)]
      ? null
      : "signature du formateur manquante",
  ].filter(Boolean);
  return parts.length > 0 ? `${slotText(slot)} : ${parts.join(", ")}` : null;
}

/** The session page's « Demi-journées à compléter »: each ended half-day and what it lacks. */
export function halfDaysToComplete(
  attendance: Attendance,
  now: Date,
  { onPaper }: { onPaper: boolean },
): string[] {
  if (attendance.lines.length === 0) return [];
  return attendance.slots
    .filter((slot) => slotPhase(slot, now) === "ended")
    .map((slot) => missingText(attendance, slot, onPaper))
    .filter((text): text is string => text !== null);
}
