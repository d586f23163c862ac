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
export function answeredInTime(complaint: ComplaintDates): boolean {
  return (
    complaint.answered_at !== null && parisDay(complaint.answered_at) <= complaint.answer_due_on
  );
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
