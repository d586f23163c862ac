import { z } from "zod";

/**
 * Field rules shared by the forms' zod schemas, with their French messages. Values arrive as
 * text (form fields); blanks are trimmed away.
 */

export const requiredText = (max: number, required: string) =>
  z.string().trim().min(1, required).max(max, `${max.toLocaleString("fr-FR")} caractères au plus.`);

/** Optional text: blank becomes absent. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `${max.toLocaleString("fr-FR")} caractères au plus.`)
    .transform((value) => (value === "" ? undefined : value))
    .optional();

export const emailAddress = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(254, "Adresse e-mail trop longue.")
    .pipe(z.email("Adresse e-mail invalide."));

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

export const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, "Le mot de passe doit contenir au moins 6 caractères.")
  .max(MAX_PASSWORD_LENGTH, "Le mot de passe doit contenir au plus 128 caractères.");

/** A form field's text, whether it came from the browser or a plain HTML post. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
