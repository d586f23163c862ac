import { addDays } from "@/lib/dates";
import { type SessionCalendar, lastSlotStarted } from "@/features/sessions/public";
import { activeRegistrationStatuses, type RegistrationStatus } from "./constants";

/** The last day a trainee may cancel on their page: `days` before the start. */
export function cancellationDeadline(startDate: string, days: number): string {
  return addDays(startDate, -days);
}

/**
 * Whether the trainee's page asks the questions before the course (needs, positioning, the
 * objectives' rating): for a place held, to confirm or on the waiting list, of a session
 * neither cancelled nor started.
 */
export function answersBeforeOpen(
  status: RegistrationStatus,
  session: { start_date: string; status: string },
  today: string,
): boolean {
  return (
    (status === "pending" || status === "confirmed" || status === "waiting") &&
    session.status !== "cancelled" &&
    today < session.start_date
  );
}

/**
 * Whether the evaluation at the end may be answered (by the trainee) or entered (by the
 * trainer): from the start of the session's last half-day until its attestations are issued.
 */
export function evaluationOpen(
  session: SessionCalendar & { certificates_issued_at: Date | null },
  now: Date,
): boolean {
  return session.certificates_issued_at === null && lastSlotStarted(session, now);
}

/**
 * Whether a registration's convention or contract may be accepted (or sent to be) today: for a
 * place held or to confirm, of a session neither cancelled nor started.
 */
export function agreementOpen(
  status: RegistrationStatus,
  session: { start_date: string; status: string },
  today: string,
): boolean {
  return (
    (status === "pending" || status === "confirmed") &&
    session.status !== "cancelled" &&
    today < session.start_date
  );
}

/**
 * What a trainee may do on their page today, with the provider's cancellation deadline; a
 * contract's withdrawal period (`withdrawalUntil`) lets them cancel until its end, whatever the
 * provider's deadline, and even once the course has begun (until its last day).
 */
export function traineeRights(
  registration: { status: RegistrationStatus },
  session: { start_date: string; end_date: string; status: string },
  {
    today,
    cancellationDays,
    withdrawalUntil = null,
  }: { today: string; cancellationDays: number; withdrawalUntil?: string | null },
): { cancel: boolean; handOver: boolean; move: boolean } {
  const open =
    activeRegistrationStatuses.includes(registration.status) &&
    session.status !== "cancelled" &&
    today < session.start_date;
  const withdrawing =
    withdrawalUntil !== null &&
    today <= withdrawalUntil &&
    today <= session.end_date &&
    (registration.status === "pending" || registration.status === "confirmed") &&
    session.status !== "cancelled";
  return {
    cancel:
      (open && today <= cancellationDeadline(session.start_date, cancellationDays)) || withdrawing,
    handOver: open,
    move: open,
  };
}
