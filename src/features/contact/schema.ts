import { z } from "zod";

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((value) => (value === "" ? undefined : value))
    .optional();

/** A select's value: '' when nothing is chosen (absent), otherwise a positive integer. */
const optionalId = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : Number(value)))
  .pipe(z.number().int().positive("Choix invalide.").optional())
  .optional();

/**
 * The contact and quote form, shared by the browser (react-hook-form) and the server action.
 * Values arrive as text (form fields); ids become integers, empty optional fields become absent.
 */
export const contactRequestSchema = z
  .object({
    name: z.string().trim().min(1, "Votre nom est requis.").max(200, "200 caractères au plus."),
    company: z.string().trim().min(1, "Votre entreprise est requise.").max(200, "200 caractères au plus."),
    email: z
      .string()
      .trim()
      .min(1, "Votre adresse e-mail est requise.")
      .max(254, "Adresse e-mail trop longue.")
      .pipe(z.email("Adresse e-mail invalide.")),
    phone: optionalText(40, "40 caractères au plus."),
    desired_formation_id: optionalId,
    desired_location_id: optionalId,
    message: z.string().trim().min(1, "Votre message est requis.").max(5000, "5 000 caractères au plus."),
    is_psh: z.boolean(),
    psh_details: optionalText(2000, "2 000 caractères au plus."),
  })
  // Details of a disability only go with the box ticked.
  .transform((request) => ({ ...request, psh_details: request.is_psh ? request.psh_details : undefined }));

export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;

/** The form's fields as text, how both the browser and a plain HTML post send them. */
export function contactFormValues(form: FormData): ContactRequestInput {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    company: text("company"),
    email: text("email"),
    phone: text("phone"),
    desired_formation_id: text("desired_formation_id"),
    desired_location_id: text("desired_location_id"),
    message: text("message"),
    is_psh: form.get("is_psh") !== null,
    psh_details: text("psh_details"),
  };
}
