import { type RegistrationStatus } from "./constants";
import { confirmationExpired } from "./opt-in";
import { formatDateTime } from "@/lib/dates";
import { z } from "@/lib/zod";
import { recordId, optionalText } from "@/lib/validation";
import { oneLine } from "@/lib/text";
import { traineeStatuses } from "@/lib/bpf";
export const registrationStatusLabels = {
  // Said of the place, not of the person ('Marc Petit · Place confirmée'), and 'À confirmer', not
  // 'En attente', which read as the waiting list beside it.
  unconfirmed: "E-mail non confirmé",
  pending: "À confirmer",
  confirmed: "Place confirmée",
  waiting: "Liste d'attente",
  cancelled: "Inscription annulée",
  present: "Présence relevée",
} as const;

/** A registration's status as staff read it: one its registrant never confirmed in time says it expired. */
export function registrationStatusLabel(
  registration: { status: RegistrationStatus; created_at: Date; offer_expires_at: Date | null },
  now: Date,
): string {
  if (registration.status === "unconfirmed") {
    if (confirmationExpired(registration, now)) return "Inscription expirée (jamais confirmée)";
    // A colleague asked by mail, once their registrant confirmed (docs/decisions/077).
    if (registration.offer_expires_at)
      return `Confirmation demandée jusqu'au ${formatDateTime(registration.offer_expires_at)}`;
  }
  if (registration.status === "pending" && registration.offer_expires_at)
    return `Place proposée jusqu'au ${formatDateTime(registration.offer_expires_at)}`;
  return registrationStatusLabels[registration.status];
}

const monthName = new Intl.DateTimeFormat("fr-FR", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** The list's month filter: six months back to twelve ahead, '2027-01' → 'janvier 2027'. */
export function monthChoices(today: string): Record<string, string> {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return Object.fromEntries(
    Array.from({ length: 19 }, (_, index) => {
      const first = new Date(Date.UTC(year, month - 1 - 6 + index, 1));
      return [first.toISOString().slice(0, 7), monthName.format(first)];
    }),
  );
}

/** A registration's funder file number ('OPCO-2026-004512'); blank takes it away. */
export const funderFileSchema = z.object({
  id: recordId,
  file: optionalText(50).transform((value) => value && oneLine(value)),
});

/** A trainee's status for the yearly BPF (frame F-1) and the hours they follow remotely. */
export const traineeProfileSchema = z.object({
  id: recordId,
  trainee_status: z
    .enum(["", ...traineeStatuses], "Statut inconnu.")
    .transform((status) => (status === "" ? null : status)),
  remote_hours: z
    .string()
    .trim()
    .transform((text) => text.replace(",", "."))
    .refine(
      (text) => text === "" || (/^\d{1,4}(\.\d{1,2})?$/.test(text) && Number(text) <= 9999),
      "Un nombre d'heures, par exemple 3,5.",
    )
    .transform((text) => (text === "" ? null : text)),
});
