import { typedEuros } from "@/lib/money";
import { z } from "@/lib/zod";
import { sessionDeliveries } from "@/lib/bpf";
import {
  optionalChoice,
  optionalEuros,
  optionalHttpsAddress,
  optionalSiret,
  optionalText,
  recordIdOf,
  requiredDay,
} from "@/lib/validation";
import { MAX_CAPACITY, sessionPlaces } from "./constants";
import { hoursProblem, HOURS_EXAMPLE } from "./session-hours";
import { parseSchedule, scheduleText } from "./session-schedule";
import { type trainingSessions } from "./tables";

/** A whole number of seats typed in a field. */
const seats = (message: string, min: number) =>
  z
    .string()
    .trim()
    .refine(
      (text) => /^\d{1,3}$/.test(text) && Number(text) >= min && Number(text) <= MAX_CAPACITY,
      message,
    )
    .transform(Number);

/**
 * The session dialog. The place is a permanent location, online, or the client's premises; an
 * intra-company session is never published (the database refuses it too), and the form says so.
 */
export const sessionSchema = z
  .object({
    formation_id: z
      .string()
      .refine((value) => recordIdOf(value) !== null, "Choisissez la formation.")
      .transform((value) => recordIdOf(value)!),
    start_date: requiredDay("La date de début est requise."),
    end_date: requiredDay("La date de fin est requise."),
    daily_hours: optionalText(100).refine(
      (hours) => !hours || !hoursProblem(hours),
      `Horaires illisibles : écrivez-les comme ${HOURS_EXAMPLE}.`,
    ),
    schedule: z
      .string()
      .max(5000, "Calendrier trop long.")
      .optional()
      .transform((text, context) => {
        const parsed = parseSchedule(text ?? "");
        if ("days" in parsed) return parsed.days;
        context.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      }),
    place: z.enum(sessionPlaces, "Choisissez le lieu."),
    location_id: optionalChoice,
    capacity: seats(`Un nombre de places entre 1 et ${MAX_CAPACITY}.`, 1),
    held_seats: seats("Un nombre de places réservées, 0 ou plus.", 0),
    price_no_tax: z
      .string()
      .trim()
      .transform((text) => text.replace(",", "."))
      .refine(
        (text) => text === "" || /^\d{1,8}(\.\d{1,2})?$/.test(text),
        "Un montant en euros, par exemple 1490 ou 1490.50.",
      )
      .transform((text) => (text === "" ? null : text)),
    status: z.enum(["planned", "open"], "Statut inconnu."),
    published: z.boolean(),
    // The trainer's record (features/trainers); its name, address and credentials are copied on
    // the session when it is saved (session-desk/actions.ts).
    trainer_id: optionalChoice.prefault("none"),
    trainer_cost: optionalEuros.prefault(""),
    delivery: z.enum(sessionDeliveries, "Dites qui réalise la session.").default("own"),
    partner_name: optionalText(200),
    partner_siret: optionalSiret.prefault(""),
    what_to_bring: optionalText(300),
    remote_link: optionalHttpsAddress(500),
  })
  .refine((session) => session.end_date >= session.start_date, {
    message: "La date de fin ne peut pas précéder la date de début.",
    path: ["end_date"],
  })
  .refine(
    ({ schedule, start_date, end_date }) =>
      !schedule || (schedule[0]!.day === start_date && schedule.at(-1)!.day === end_date),
    {
      message:
        "Les jours détaillés doivent commencer à la date de début et finir à la date de fin.",
      path: ["schedule"],
    },
  )
  .refine((session) => session.place !== "location" || session.location_id !== null, {
    message: "Choisissez le lieu de la session.",
    path: ["location_id"],
  })
  .refine((session) => session.held_seats <= session.capacity, {
    message: "Pas plus de places réservées que de places.",
    path: ["held_seats"],
  })
  .refine((session) => session.delivery === "own" || session.partner_name !== undefined, {
    message: "Nommez l'organisme de formation partenaire.",
    path: ["partner_name"],
  })
  .refine((session) => !(session.place === "client" && session.published), {
    message: "Une session intra-entreprise n'est jamais publiée sur le site.",
    path: ["published"],
  })
  .transform((session) => ({
    ...session,
    location_id: session.place === "location" ? session.location_id : null,
    // Stored as absent rather than left out, so that clearing a field clears the column.
    partner_name: session.delivery === "own" ? null : (session.partner_name ?? null),
    partner_siret: session.delivery === "own" ? null : session.partner_siret,
    what_to_bring: session.what_to_bring ?? null,
    remote_link: session.place === "remote" ? (session.remote_link ?? null) : null,
  }));

export type SessionValues = z.input<typeof sessionSchema>;

export const emptySession: SessionValues = {
  formation_id: "",
  start_date: "",
  end_date: "",
  daily_hours: "9 h – 17 h",
  schedule: "",
  place: "location",
  location_id: "none",
  capacity: "10",
  held_seats: "0",
  price_no_tax: "",
  status: "planned",
  published: false,
  trainer_id: "none",
  trainer_cost: "",
  delivery: "own",
  partner_name: "",
  partner_siret: "",
  what_to_bring: "",
  remote_link: "",
};

/** The dialog's values for a stored session (a cancelled one is edited as planned). */
export function sessionValuesOf(session: typeof trainingSessions.$inferSelect): SessionValues {
  return {
    formation_id: String(session.formation_id),
    start_date: session.start_date,
    end_date: session.end_date,
    daily_hours: session.daily_hours ?? "",
    schedule: scheduleText(session.schedule),
    place: session.place,
    location_id: session.location_id === null ? "none" : String(session.location_id),
    capacity: String(session.capacity),
    held_seats: String(session.held_seats),
    price_no_tax: session.price_no_tax ?? "",
    status: session.status === "open" ? "open" : "planned",
    published: session.published,
    trainer_id: session.trainer_id === null ? "none" : String(session.trainer_id),
    trainer_cost: session.trainer_cost === null ? "" : typedEuros(session.trainer_cost),
    delivery: session.delivery,
    partner_name: session.partner_name ?? "",
    partner_siret: session.partner_siret ?? "",
    what_to_bring: session.what_to_bring ?? "",
    remote_link: session.remote_link ?? "",
  };
}

export const placeLabels: Record<(typeof sessionPlaces)[number], string> = {
  location: "Dans un de nos lieux",
  remote: "À distance",
  client: "Dans les locaux du client (intra-entreprise)",
};

export const statusLabels = {
  planned: "Planifiée",
  open: "Ouverte",
  full: "Complète",
  cancelled: "Annulée",
  finished: "Terminée",
} as const;

/** The dialog's choices: every formation, and the permanent locations. */
export interface SessionChoices {
  formations: {
    id: number;
    title: string;
    published: boolean;
    duration: string;
    price_no_tax: string;
    /** Whether it has a programme, which a contract must state (session-checks.ts). */
    programme: boolean;
  }[];
  locations: { id: number; city: string | null; country: string }[];
  /** The trainers' records, with what a contract prints of them. */
  trainers: { id: number; name: string; credentials: string | null }[];
}
