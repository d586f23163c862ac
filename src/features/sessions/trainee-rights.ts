import { addDays } from "@/lib/dates";
import { activeRegistrationStatuses, type RegistrationStatus } from "./constants";

/** The last day a trainee may cancel on their page: `days` before the start. */
export function cancellationDeadline(startDate: string, days: number): string {
  return addDays(startDate, -days);
}

/** What a trainee may do on their page today, with the provider's cancellation deadline. */
export function traineeRights(
  registration: { status: RegistrationStatus },
  session: { start_date: string; status: string },
  { today, cancellationDays }: { today: string; cancellationDays: number },
): { cancel: boolean; handOver: boolean; move: boolean } {
  const open =
    activeRegistrationStatuses.includes(registration.status) &&
    session.status !== "cancelled" &&
    today < session.start_date;
  return {
    cancel: open && today <= cancellationDeadline(session.start_date, cancellationDays),
    handOver: open,
    move: open,
  };
}
