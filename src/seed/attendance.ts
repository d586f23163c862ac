import { addDays, isWeekend, parisInstant } from "@/lib/dates";
import type { Transaction } from "@/db/client";
import { attendanceCountersignatures, attendanceMarks } from "@/features/attendance/tables";

/** A few demo signatures, drawn as the signing pad writes them (300 × 100 box). */
const drawnSignatures = [
  "M20 70L40 30L60 65L80 35L100 60L130 40L160 62L200 45",
  "M15 55L35 40L55 60L75 38L110 58L150 36L190 56L230 42L260 50",
  "M30 60L50 45L65 70L90 30L120 65L140 50L175 48L210 60",
];

/** Where demo signatures came from: documentation addresses (RFC 5737) and a phone's browser. */
const demoDevice = {
  signer_user_agent:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
};

/**
 * The half-days of a demo session taught « 9 h – 17 h » on its weekdays, as the attendance cuts
 * them at the lunch break (features/sessions/session-slots.ts; the seed test checks that every
 * half-day it signs is one of the session's).
 */
function demoHalfDays(start: string, end: string) {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) if (!isWeekend(day)) days.push(day);
  return days.flatMap((day) => [
    { day, half: "am" as const, start: "09:00", end: "12:30" },
    { day, half: "pm" as const, start: "13:30", end: "17:00" },
  ]);
}

/**
 * A past demo session's dates: `days` weekdays ending on the last weekday at least `ended` days
 * before `today`. Its half-days are then those its attendance grid shows (sessionDays leaves
 * weekends out of a session taught on weekdays), whatever day the demo is seeded: a one-day
 * session on a Sunday showed « Présence relevée » beside half-days « non renseigné ».
 */
export function pastSessionDates(
  today: string,
  { ended, days }: { ended: number; days: number },
): { start_date: string; end_date: string } {
  let end = addDays(today, -ended);
  while (isWeekend(end)) end = addDays(end, -1);
  let start = end;
  for (let left = days - 1; left > 0;) {
    start = addDays(start, -1);
    if (!isWeekend(start)) left -= 1;
  }
  return { start_date: start, end_date: end };
}

const minutesAfter = (instant: Date, minutes: number) =>
  new Date(instant.getTime() + minutes * 60_000);

/**
 * A past demo session's attendance as the room signed it: each present trainee's signature by
 * the QR code at every half-day as they arrived, the absent ones recorded absent, and the
 * trainer's countersignature at the end of each half-day, except the last one when
 * `countersignedToTheEnd` is false: that session's certificates then wait for it, as
 * « Demi-journées à compléter » says (docs/decisions/078).
 */
export async function seedPastAttendance(
  tx: Transaction,
  session: { id: number; start_date: string; end_date: string; trainer: string },
  trainees: { present: number[]; absent: number[] },
  countersignedToTheEnd: boolean,
): Promise<void> {
  const slots = demoHalfDays(session.start_date, session.end_date);
  for (const [index, slot] of slots.entries()) {
    const start = parisInstant(slot.day, slot.start);
    await tx.insert(attendanceMarks).values([
      ...trainees.present.map((registration_id, position) => {
        const signed_at = minutesAfter(start, (position % 9) - 8);
        return {
          registration_id,
          day: slot.day,
          half: slot.half,
          status: "present" as const,
          signature_kind: "drawn" as const,
          signature: drawnSignatures[position % drawnSignatures.length]!,
          signed_at,
          signed_from: "room" as const,
          signer_address: `192.0.2.${10 + position}`,
          ...demoDevice,
          updated_at: signed_at,
        };
      }),
      ...trainees.absent.map((registration_id) => ({
        registration_id,
        day: slot.day,
        half: slot.half,
        status: "absent" as const,
        updated_at: minutesAfter(start, 15),
      })),
    ]);
    if (!countersignedToTheEnd && index === slots.length - 1) continue;
    await tx.insert(attendanceCountersignatures).values({
      session_id: session.id,
      day: slot.day,
      half: slot.half,
      trainer_name: session.trainer,
      signature_kind: "typed",
      signature: session.trainer,
      signed_at: minutesAfter(parisInstant(slot.day, slot.end), 2),
      signer_address: "198.51.100.7",
      ...demoDevice,
    });
  }
}
