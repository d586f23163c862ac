import { type attendanceStatuses } from "./constants";
import { Slot, slotMinutes, minutesOf } from "@/features/sessions/client";
import { clockText } from "@/lib/dates";
export type AttendanceStatus = (typeof attendanceStatuses)[number];

/** A trainee's attendance at a half-day: partial with the times they arrived and left. */
export interface AttendanceMark {
  status: AttendanceStatus;
  arrived_at: string | null;
  left_at: string | null;
}

/** Why arrival and departure times do not fit a half-day, in French; null when they do. */
export function partialTimesProblem(slot: Slot, arrived: string, left: string): string | null {
  if (arrived < slot.start || left > slot.end)
    return `Les heures doivent être comprises entre ${clockText(slot.start)} et ${clockText(slot.end)}.`;
  if (arrived >= left) return "L'heure de départ doit suivre l'heure d'arrivée.";
  return null;
}

/** The minutes a trainee attended of a half-day: all of it, none, or between their times. */
export function attendedMinutes(slot: Slot, mark: AttendanceMark | undefined): number {
  if (!mark || mark.status === "absent") return 0;
  if (mark.status === "present") return slotMinutes(slot);
  const from = Math.max(minutesOf(mark.arrived_at ?? slot.start), minutesOf(slot.start));
  const to = Math.min(minutesOf(mark.left_at ?? slot.end), minutesOf(slot.end));
  return Math.max(0, to - from);
}
