import { slotKey, slotPhase, type Slot } from "@/features/sessions/public";
import { attendedMinutes } from "./attended-minutes";
import { type Attendance, type AttendanceLine, type MarkRecord } from "./attendance-record";

/**
 * Which hours a certificate may state (docs/decisions/078-documents-a-funder-pays-on.md):
 * funders pay on the certificat de réalisation and check it against the attendance behind it
 * (Code du travail R6332-26), so a half-day counts only when proven: the trainee's signature with
 * the trainer's countersignature, the signed paper sheet, or the trainee's signed statement for a
 * half-day staff recorded for them. A staff record alone proves nothing.
 */

/** What an ended half-day of a trainee lacks before it counts. */
export type ProofLack = "record" | "countersignature" | "proof";

export const proofLackWords: Record<ProofLack, string> = {
  record: "présence non renseignée",
  countersignature: "contresignature du formateur",
  proof: "signature du stagiaire ou attestation signée",
};

export type HalfDayProof =
  /** Not ended yet: nothing to prove. */
  | { state: "upcoming" }
  | { state: "proven"; by: "signatures" | "sheet" | "statement" }
  /** Counts for nothing, and holds nothing back: absent, left, or settled by staff. */
  | { state: "settled" }
  | { state: "lacking"; lacks: ProofLack[] };

/**
 * Whether a signed paper sent at `uploaded_at` backs a record: it came after the half-day ended
 * and after the record was last changed (a record changed afterwards is not what was signed).
 */
const backs = (
  proof: { uploaded_at: Date } | null | undefined,
  slot: Slot,
  mark: MarkRecord,
): boolean =>
  proof != null &&
  slotPhase(slot, proof.uploaded_at) === "ended" &&
  mark.updated_at <= proof.uploaded_at;

/** Where a trainee's half-day stands between its record and its proof. */
export function halfDayProof(
  attendance: Attendance,
  line: AttendanceLine,
  slot: Slot,
  now: Date,
): HalfDayProof {
  if (slotPhase(slot, now) !== "ended") return { state: "upcoming" };
  const key = slotKey(slot);
  const mark = line.marks[key];
  // One who left the session is not expected at the half-days they did not attend.
  if (!mark) return line.attending ? { state: "lacking", lacks: ["record"] } : { state: "settled" };
  if (mark.status === "absent" || mark.uncertified_at) return { state: "settled" };
  if (backs(attendance.sheet, slot, mark)) return { state: "proven", by: "sheet" };
  if (mark.signed_at)
    return attendance.countersignatures[key]
      ? { state: "proven", by: "signatures" }
      : { state: "lacking", lacks: ["countersignature"] };
  return backs(line.statements[key], slot, mark)
    ? { state: "proven", by: "statement" }
    : { state: "lacking", lacks: ["proof"] };
}

/**
 * The minutes a certificate may state for a trainee: those of their proven half-days, among
 * `slots` when only some count (a year's, for the BPF).
 */
export function certifiedMinutes(
  attendance: Attendance,
  line: AttendanceLine,
  now: Date,
  slots: readonly Slot[] = attendance.slots,
): number {
  return slots
    .filter((slot) => halfDayProof(attendance, line, slot, now).state === "proven")
    .reduce((total, slot) => total + attendedMinutes(slot, line.marks[slotKey(slot)]), 0);
}

/**
 * Whether a trainee's certificate may go out: every half-day has ended and is either proven or
 * settled. One trainee's missing proof holds back only their own certificate.
 */
export function certificateReady(attendance: Attendance, line: AttendanceLine, now: Date): boolean {
  return attendance.slots.every((slot) => {
    const { state } = halfDayProof(attendance, line, slot, now);
    return state === "proven" || state === "settled";
  });
}

/** One trainee's ended half-day that still lacks something, as « Demi-journées à compléter » lists it. */
export interface MissingProof {
  registrationId: number;
  name: string;
  slot: Slot;
  lacks: ProofLack[];
}

/** Every ended half-day of the session that holds a certificate back, by half-day then trainee. */
export function missingProofs(attendance: Attendance, now: Date): MissingProof[] {
  return attendance.slots.flatMap((slot) =>
    attendance.lines.flatMap((line) => {
      const proof = halfDayProof(attendance, line, slot, now);
      return proof.state === "lacking"
        ? [{ registrationId: line.id, name: line.name, slot, lacks: proof.lacks }]
        : [];
    }),
  );
}
