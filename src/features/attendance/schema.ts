import { oneLine } from "@/lib/text";
import { personName, optionalText, recordId, requiredDay, requiredText } from "@/lib/validation";
import { z } from "@/lib/zod";
import { halfDays, MAX_CAPACITY } from "@/features/sessions/client";
import { attendanceStatuses, MAX_SIGNATURE_PATH, signatureKinds } from "./constants";

/**
 * A drawn signature as the signing pad writes it: absolute moves and lines in a 300 × 100 box,
 * whole coordinates ('M12 40L14 41L20 45M…'). Nothing else passes, so a stored signature is
 * safe to draw in a page or a PDF as it is.
 */
const DRAWN = /^(?:[ML](?:[0-9]|[1-9][0-9]|[12][0-9]{2}|300) (?:[0-9]|[1-9][0-9]|100))+$/;

export const SIGNATURE_BOX = { width: 300, height: 100 } as const;

const SIGN_PLEASE = "Signez dans le cadre, ou tapez vos nom et prénom.";
/** Only the pad, which JavaScript draws, posts a drawn signature: no typed field is shown then. */
export const DRAW_PLEASE = "Signez dans le cadre, avec le doigt ou la souris.";

/**
 * A signature as a form posts it: drawn on the pad, or the signer's name typed (the provider's
 * choice, and every browser's way without JavaScript).
 */
export const signatureSchema = z
  .object({
    signature_kind: z.enum(signatureKinds, SIGN_PLEASE),
    drawn: z
      .string()
      .max(MAX_SIGNATURE_PATH, "Cette signature est trop longue : signez plus simplement.")
      .optional(),
    typed: z.string().optional(),
  })
  .transform((value, context) => {
    if (value.signature_kind === "drawn") {
      const path = value.drawn ?? "";
      // A dot is not a signature: at least one stroke.
      if (!DRAWN.test(path) || !path.includes("L")) {
        context.addIssue({ code: "custom", path: ["drawn"], message: DRAW_PLEASE });
        return z.NEVER;
      }
      return { kind: "drawn" as const, signature: path };
    }
    const typed = personName(100, "Tapez vos nom et prénom.")
      .transform(oneLine)
      .refine((name) => /\p{L}/u.test(name), "Tapez vos nom et prénom.")
      .safeParse(value.typed ?? "");
    if (!typed.success) {
      context.addIssue({
        code: "custom",
        path: ["typed"],
        message: typed.error.issues[0]!.message,
      });
      return z.NEVER;
    }
    return { kind: "typed" as const, signature: typed.data };
  });

export type Signature = z.output<typeof signatureSchema>;

const time = z
  .string()
  .trim()
  .regex(/^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/, "Indiquez une heure, par exemple 09:40.");

/** One cell, or the ticked trainees, of a half-day on the session page's grid. */
export const attendanceMarkSchema = z
  .object({
    session: recordId,
    ids: z.array(recordId).min(1, "Choisissez au moins un stagiaire.").max(MAX_CAPACITY),
    day: requiredDay("Choisissez la demi-journée."),
    half: z.enum(halfDays, "Choisissez la demi-journée."),
    status: z.enum(attendanceStatuses, "Choisissez : présent, absent ou partiel."),
    arrived_at: time.optional(),
    left_at: time.optional(),
    reason: optionalText(200),
  })
  .superRefine((value, context) => {
    if (value.status !== "partial") return;
    if (!value.arrived_at)
      context.addIssue({
        code: "custom",
        path: ["arrived_at"],
        message: "Indiquez l'heure d'arrivée.",
      });
    if (!value.left_at)
      context.addIssue({
        code: "custom",
        path: ["left_at"],
        message: "Indiquez l'heure de départ.",
      });
  });

export type AttendanceMarkInput = z.input<typeof attendanceMarkSchema>;

/** A half-day of a session: its 'tous présents' button, its countersignature. */
export const slotSchema = z.object({
  session: recordId,
  day: requiredDay("Choisissez la demi-journée."),
  half: z.enum(halfDays, "Choisissez la demi-journée."),
});

/** One trainee's half-day, to settle it as not certified. */
export const traineeSlotSchema = slotSchema.extend({ registration: recordId });

/** « Créer le lien du formateur », or « Remplacer le lien » once one is in force. */
export const trainerLinkSchema = z.object({ id: recordId, replace: z.boolean() });

/**
 * 'Tous présents' on a half-day, with the reason nobody signed it: whether the half-day is under
 * way or ended, those it marks never signed it, so the reason is asked before the server would.
 */
export const allPresentSchema = slotSchema.extend({
  reason: requiredText(
    200,
    "Indiquez le motif : ces stagiaires n'ont pas signé cette demi-journée (feuille papier, réseau indisponible…).",
  ),
});

export type AllPresentInput = z.input<typeof allPresentSchema>;

/**
 * « Saisir les résultats »: a trainee's result for each objective at the end, as staff enter it
 * in the trainer's stead; the posted fields are read against the objectives on the server.
 */
export const resultsSchema = z.object({
  session: recordId,
  registration: recordId,
  fields: z.record(z.string(), z.string()),
});
