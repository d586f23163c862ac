import { type Slot } from "@/features/sessions/public";
import { attendanceMarks, attendanceCountersignatures } from "./tables";

// What is recorded of a session's attendance, as the sheet, the proofs and the certificates read it.

/** A trainee's half-day as recorded, with the name of the staff member who recorded it. */
export type MarkRecord = typeof attendanceMarks.$inferSelect & { marker: string | null };
export type CountersignatureRecord = typeof attendanceCountersignatures.$inferSelect;

/** A signed paper in force: when it came, and its digest for the evidence. */
export interface ProofFile {
  uploaded_at: Date;
  sha256: string;
}

/** One trainee's line: their half-days by key, and the minutes attended so far. */
export interface AttendanceLine {
  id: number;
  name: string;
  company: string | null;
  /** The funder's number for their file (an OPCO's), which the sheet prints beside the company. */
  funderFile: string | null;
  /** Holding a seat: their half-days are still recorded. One who left keeps only what they attended. */
  attending: boolean;
  marks: Record<string, MarkRecord>;
  /** Their signed statements of presence for half-days staff recorded, by half-day. */
  statements: Record<string, ProofFile>;
  attended: number;
}

/**
 * A session's attendance: its half-days, a line per trainee, the trainer's countersignatures and
 * the signed paper sheet in force.
 */
export interface Attendance {
  slots: Slot[];
  lines: AttendanceLine[];
  countersignatures: Record<string, CountersignatureRecord>;
  sheet: ProofFile | null;
  planned: number;
}
