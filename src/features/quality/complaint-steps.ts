import { addDays, parisDay } from "@/lib/dates";
import type { ComplaintStep } from "./constants";

/** The dates of a complaint's steps, as the register holds them. */
export interface ComplaintDates {
  acknowledged_at: Date | null;
  analysed_at: Date | null;
  answered_at: Date | null;
  closed_at: Date | null;
  answer_due_on: string;
}

/** The last step a complaint reached. */
export function complaintStepOf(complaint: ComplaintDates): ComplaintStep {
  if (complaint.closed_at) return "closed";
  if (complaint.answered_at) return "answered";
  if (complaint.analysed_at) return "analysed";
  if (complaint.acknowledged_at) return "acknowledged";
  return "received";
}

/** The day an answer is due: `answerDays` calendar days after the day it arrived (Paris). */
export function answerDueOn(receivedDay: string, answerDays: number): string {
  return addDays(receivedDay, answerDays);
}

/** Whether a complaint still waits for its answer after the day it was due (classed ones do not). */
export function isOverdue(complaint: ComplaintDates, today: string): boolean {
  return (
    complaint.answered_at === null &&
    complaint.closed_at === null &&
    complaint.answer_due_on < today
  );
}

/** Whether its answer went out by the day it was due (Paris). */
function answeredInTime(complaint: ComplaintDates): boolean {
  return (
    complaint.answered_at !== null && parisDay(complaint.answered_at) <= complaint.answer_due_on
  );
}

/** A complaint as the register's figures count it: its steps' dates, and whether it was classed. */
export interface TalliedComplaint extends ComplaintDates {
  created_at: Date;
  classed: boolean;
}

/** How soon an acknowledgement counts as prompt for the auditor. */
const PROMPT_ACKNOWLEDGEMENT_MS = 48 * 3_600_000;

/**
 * The figures an auditor reads of a set of complaints, for the Qualiopi page and the audit PDF.
 * They add up: each complaint is answered in time, answered late, waiting past its day, waiting
 * within it, or classed without an answer.
 */
export function complaintFigures(rows: readonly TalliedComplaint[], today: string) {
  const answered = rows.filter((row) => row.answered_at !== null);
  const inTime = answered.filter(answeredInTime).length;
  return {
    received: rows.length,
    acknowledged: rows.filter((row) => row.acknowledged_at).length,
    acknowledgedIn48h: rows.filter(
      (row) =>
        row.acknowledged_at &&
        row.acknowledged_at.getTime() - row.created_at.getTime() <= PROMPT_ACKNOWLEDGEMENT_MS,
    ).length,
    answeredInTime: inTime,
    answeredLate: answered.length - inTime,
    overdue: rows.filter((row) => isOverdue(row, today)).length,
    dismissed: rows.filter((row) => row.classed).length,
    closed: rows.filter((row) => row.closed_at).length,
  };
}

/** What staff do next on a complaint, one step after the other; null once it is closed. */
export function nextStepOf(
  complaint: ComplaintDates,
): "acknowledge" | "analyse" | "answer" | "close" | null {
  if (complaint.closed_at) return null;
  if (!complaint.acknowledged_at) return "acknowledge";
  if (!complaint.analysed_at) return "analyse";
  if (!complaint.answered_at) return "answer";
  if (!complaint.closed_at) return "close";
  return null;
}
