import { fundingSources, type Funding } from "@/config/funding";
import { z } from "@/lib/zod";
import {
  emailAddress,
  formText,
  postedDisability,
  optionalText,
  personName,
  recordIdOf,
  requiredText,
} from "@/lib/validation";
import { MAX_DISABILITY_DETAILS } from "@/config/public-forms";

/** A select's value: '' when nothing is chosen (absent), otherwise a row id. */
const optionalId = z
  .string()
  .trim()
  .refine((value) => value === "" || recordIdOf(value) !== null, "Choix invalide.")
  .transform((value) => (value === "" ? undefined : (recordIdOf(value) ?? undefined)))
  .optional();

/** 'Nombre de participants': blank, or a whole number of people. */
const participants = z
  .string()
  .trim()
  .refine(
    (value) => value === "" || (/^\d{1,4}$/.test(value) && Number(value) >= 1),
    "Un nombre de participants entre 1 et 9 999.",
  )
  .transform((value) => (value === "" ? undefined : Number(value)))
  .optional();

/** 'Financement envisagé': blank ('Je ne sais pas encore') or one of the sources. */
const funding = z
  .string()
  .refine(
    (value) => value === "" || (fundingSources as readonly string[]).includes(value),
    "Choix invalide.",
  )
  .transform((value) => (value === "" ? undefined : (value as Funding)))
  .optional();

/**
 * The contact and quote form, as its server action checks it. Values arrive as text (form
 * fields); ids become integers, empty optional fields become absent.
 */
export const contactRequestSchema = z
  .object({
    name: personName(200, "Votre nom est requis."),
    company: requiredText(200, "Votre entreprise est requise."),
    email: emailAddress("Votre adresse e-mail est requise."),
    phone: optionalText(40),
    desired_formation_id: optionalId,
    desired_location_id: optionalId,
    message: requiredText(5000, "Votre message est requis."),
    is_psh: z.boolean(),
    psh_details: optionalText(MAX_DISABILITY_DETAILS),
    // Offered by the quote form only; optional.
    participants,
    desired_period: optionalText(200),
    funding,
  })
  // Details of a disability only go with the box ticked.
  .transform((request) => ({
    ...request,
    psh_details: request.is_psh ? request.psh_details : undefined,
  }));

export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;

/** The form's fields as text, as the browser posts them, with or without JavaScript. */
export function contactFormValues(form: FormData): ContactRequestInput {
  const text = (name: string) => formText(form, name);
  return {
    name: text("name"),
    company: text("company"),
    email: text("email"),
    phone: text("phone"),
    desired_formation_id: text("desired_formation_id"),
    desired_location_id: text("desired_location_id"),
    message: text("message"),
    ...postedDisability(form),
    participants: text("participants"),
    desired_period: text("desired_period"),
    funding: text("funding"),
  };
}
