import { fundingSources, type Funding } from "@/config/funding";
import { z } from "@/lib/zod";
import {
  emailAddress,
  formText,
  NAME_WITH_DIGITS,
  optionalText,
  personName,
} from "@/lib/validation";
import { holdsDigit } from "@/lib/text";

/**
 * The colleagues a registrant may register with themselves, numbered as the form shows them
 * (participants 2 to 5); a larger group asks for an intra-company session.
 */
export const OTHER_PARTICIPANTS = [2, 3, 4, 5] as const;
type OtherParticipant = (typeof OTHER_PARTICIPANTS)[number];
export type OtherParticipantField =
  `participant_${OtherParticipant}_name` | `participant_${OtherParticipant}_email`;

export const participantNameField = (slot: OtherParticipant) => `participant_${slot}_name` as const;
export const participantEmailField = (slot: OtherParticipant) =>
  `participant_${slot}_email` as const;

/** Every field of the other participants, in the form's order. */
export const OTHER_PARTICIPANT_FIELDS: readonly OtherParticipantField[] =
  OTHER_PARTICIPANTS.flatMap((slot) => [participantNameField(slot), participantEmailField(slot)]);

// Flat fields, not an array: a plain HTML post sends them as they are, and each error has its field.
const otherParticipantFields = Object.fromEntries(
  OTHER_PARTICIPANTS.flatMap((slot) => [
    [participantNameField(slot), optionalText(200)],
    [participantEmailField(slot), optionalText(254)],
  ]),
) as Record<OtherParticipantField, ReturnType<typeof optionalText>>;

const validEmail = z.email();

/** Two participants of one form with the same address. */
const SAME_ADDRESS_TWICE = "Chaque participant s'inscrit avec sa propre adresse e-mail.";

/**
 * The registration form, shared by the browser and the server action. Someone paying for their
 * own training ('Personnel') may leave the company empty; anyone else names it. Up to four more
 * participants come with a name and an e-mail each; a half-filled one is pointed out.
 */
export const registrationSchema = z
  .object({
    ...otherParticipantFields,
    trainee_name: personName(200, "Le nom du participant est requis."),
    email: emailAddress("L'adresse e-mail est requise."),
    phone: optionalText(40),
    company: optionalText(200),
    payer: z
      .string()
      .refine(
        (value) => (fundingSources as readonly string[]).includes(value),
        "Indiquez qui finance la formation.",
      )
      .transform((value) => value as Funding),
    is_psh: z.boolean(),
    psh_details: optionalText(2000),
    accept_terms: z
      .boolean()
      .refine(
        (accepted) => accepted,
        "Acceptez les conditions générales de vente pour vous inscrire.",
      ),
  })
  .refine(
    (registration) => registration.payer === "personnel" || registration.company !== undefined,
    {
      path: ["company"],
      message: "L'entreprise est requise, sauf si vous financez vous-même la formation.",
    },
  )
  .superRefine((registration, context) => {
    // Each participant is told at their own address: one address, one registration
    // (docs/decisions/061-registrations-strangers-cannot-abuse.md).
    const seen = new Set([registration.email.toLowerCase()]);
    for (const slot of OTHER_PARTICIPANTS) {
      const name = registration[participantNameField(slot)];
      const email = registration[participantEmailField(slot)];
      if (name === undefined && email === undefined) continue;
      if (name === undefined)
        context.addIssue({
          code: "custom",
          path: [participantNameField(slot)],
          message: `Le nom du participant ${slot} est requis.`,
        });
      else if (holdsDigit(name))
        context.addIssue({
          code: "custom",
          path: [participantNameField(slot)],
          message: NAME_WITH_DIGITS,
        });
      if (email === undefined)
        context.addIssue({
          code: "custom",
          path: [participantEmailField(slot)],
          message: `L'adresse e-mail du participant ${slot} est requise.`,
        });
      else if (!validEmail.safeParse(email).success)
        context.addIssue({
          code: "custom",
          path: [participantEmailField(slot)],
          message: "Adresse e-mail invalide.",
        });
      else if (seen.has(email.toLowerCase()))
        context.addIssue({
          code: "custom",
          path: [participantEmailField(slot)],
          message: SAME_ADDRESS_TWICE,
        });
      if (email !== undefined) seen.add(email.toLowerCase());
    }
  })
  // Details of a disability only go with the box ticked; the other participants become a list.
  .transform((registration) => ({
    trainee_name: registration.trainee_name,
    email: registration.email,
    phone: registration.phone,
    company: registration.company,
    payer: registration.payer,
    is_psh: registration.is_psh,
    psh_details: registration.is_psh ? registration.psh_details : undefined,
    others: OTHER_PARTICIPANTS.flatMap((slot) => {
      const name = registration[participantNameField(slot)];
      const email = registration[participantEmailField(slot)];
      return name && email ? [{ trainee_name: name, email }] : [];
    }),
  }));

export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

/** The form's fields as text, how both the browser and a plain HTML post send them. */
export function registrationFormValues(form: FormData): RegistrationInput {
  const others = Object.fromEntries(
    OTHER_PARTICIPANT_FIELDS.map((field) => [field, formText(form, field)]),
  ) as Record<OtherParticipantField, string>;
  return {
    ...others,
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
