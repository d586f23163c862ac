import { formatTime, formatWeekdayDate } from "@/lib/dates";
import { halfDayLabels, type HalfDay } from "@/features/sessions/client";
import { type AttendanceStatus } from "./attended-minutes";

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

/** '1,2 Mo', '350 ko'. */
export function fileSizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} Mo`
    : `${Math.max(1, Math.round(bytes / 1024))} ko`;
}
