import { addDays } from "@/lib/dates";
import { activeRegistrationStatuses, type RegistrationStatus } from "./constants";

/** The last day a trainee may cancel on their page: `days` before the start. */
export function cancellationDeadline(startDate: string, days: number): string {
  return addDays(startDate, -days);
}

/**
 * What a trainee may do on their page today, with the provider's cancellation deadline; a
 * contract's withdrawal period (`withdrawalUntil`) lets them cancel until its end, whatever the
 * provider's deadline.
 */
export function traineeRights(
  registration: { status: RegistrationStatus },
  session: { start_date: string; status: string },
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
  return {
    cancel:
      open &&
      (today <= cancellationDeadline(session.start_date, cancellationDays) ||
        (withdrawalUntil !== null && today <= withdrawalUntil)),
    handOver: open,
    move: open,
  };
}
