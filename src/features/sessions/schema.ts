import { fundingSources, type Funding } from "@/config/funding";
import { z } from "@/lib/zod";
import { emailAddress, formText, optionalText, requiredText } from "@/lib/validation";

/**
 * The registration form, shared by the browser and the server action. Someone paying for their
 * own training ('Personnel') may leave the company empty; anyone else names it.
 */
export const registrationSchema = z
  .object({
    trainee_name: requiredText(200, "Le nom du participant est requis."),
    email: emailAddress("L'adresse e-mail est requise."),
    phone: optionalText(40),
    company: optionalText(200),
    payer: z
      .string()
      .refine((value) => (fundingSources as readonly string[]).includes(value), "Indiquez qui finance la formation.")
      .transform((value) => value as Funding),
    is_psh: z.boolean(),
    psh_details: optionalText(2000),
    accept_terms: z.boolean().refine((accepted) => accepted, "Acceptez les conditions générales de vente pour vous inscrire."),
  })
  .refine((registration) => registration.payer === "personnel" || registration.company !== undefined, {
    path: ["company"],
    message: "L'entreprise est requise, sauf si vous financez vous-même la formation.",
  })
  // Details of a disability only go with the box ticked.
  .transform(({ accept_terms: _accepted, ...registration }) => ({
    ...registration,
    psh_details: registration.is_psh ? registration.psh_details : undefined,
  }));

export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

/** The form's fields as text, how both the browser and a plain HTML post send them. */
export function registrationFormValues(form: FormData): RegistrationInput {
  return {
    trainee_name: formText(form, "trainee_name"),
    email: formText(form, "email"),
    phone: formText(form, "phone"),
    company: formText(form, "company"),
    payer: formText(form, "payer"),
    is_psh: form.get("is_psh") !== null,
    psh_details: formText(form, "psh_details"),
    accept_terms: form.get("accept_terms") !== null,
  };
}
