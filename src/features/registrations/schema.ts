import { fundingSources, type Funding } from "@/config/funding";
import { z } from "@/lib/zod";
import {
  emailAddress,
  formText,
  postedDisability,
  nameProblem,
  optionalText,
  personName,
  recordIdOf,
  requiredText,
} from "@/lib/validation";
import { MAX_DISABILITY_DETAILS } from "@/config/public-forms";
import { readableName } from "@/lib/person-name";
import { oneLine } from "@/lib/text";
import { MAX_CANCEL_REASON } from "./constants";

/**
 * The colleagues a registrant may register with themselves, numbered as the form shows them
 * (participants 2 to 5); a larger group asks for an intra-company session.
 */
export const OTHER_PARTICIPANTS = [2, 3, 4, 5] as const;
type OtherParticipant = (typeof OTHER_PARTICIPANTS)[number];
type OtherParticipantField =
  | `participant_${OtherParticipant}_last_name`
  | `participant_${OtherParticipant}_first_name`
  | `participant_${OtherParticipant}_email`;

export const participantLastNameField = (slot: OtherParticipant) =>
  `participant_${slot}_last_name` as const;
export const participantFirstNameField = (slot: OtherParticipant) =>
  `participant_${slot}_first_name` as const;
export const participantEmailField = (slot: OtherParticipant) =>
  `participant_${slot}_email` as const;

/** Every field of the other participants, in the form's order. */
const OTHER_PARTICIPANT_FIELDS: readonly OtherParticipantField[] = OTHER_PARTICIPANTS.flatMap(
  (slot) => [
    participantLastNameField(slot),
    participantFirstNameField(slot),
    participantEmailField(slot),
  ],
);

// Flat fields, not an array: a plain HTML post sends them as they are, and each error has its field.
const otherParticipantFields = Object.fromEntries(
  OTHER_PARTICIPANTS.flatMap((slot) => [
    [participantLastNameField(slot), optionalText(100)],
    [participantFirstNameField(slot), optionalText(100)],
    [participantEmailField(slot), optionalText(254)],
  ]),
) as Record<OtherParticipantField, ReturnType<typeof optionalText>>;

const validEmail = z.email();

/** A participant's name as stored: both parts, and the two read together. */
const personNameOf = (first_name: string, last_name: string) => ({
  trainee_name: readableName(first_name, last_name),
  last_name,
  first_name,
});

/** Two participants of one form with the same address. */
const SAME_ADDRESS_TWICE = "Chaque participant s'inscrit avec sa propre adresse e-mail.";

/**
 * The registration form, as its server action checks it. Someone paying for their
 * own training ('Personnel') may leave the company empty; anyone else names it. Up to four more
 * participants come with a name and an e-mail each; a half-filled one is pointed out.
 */
export const registrationSchema = z
  .object({
    ...otherParticipantFields,
    // Asked apart, for 'PETIT Marc' on sheets and certificates and the order by last name.
    last_name: personName(100, "Le nom du participant est requis."),
    first_name: personName(100, "Le prénom du participant est requis."),
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
    psh_details: optionalText(MAX_DISABILITY_DETAILS),
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
      const parts = [
        [participantLastNameField(slot), `Le nom du participant ${slot} est requis.`],
        [participantFirstNameField(slot), `Le prénom du participant ${slot} est requis.`],
      ] as const;
      const email = registration[participantEmailField(slot)];
      if (email === undefined && parts.every(([field]) => registration[field] === undefined))
        continue;
      for (const [field, required] of parts) {
        const part = registration[field];
        const problem = part === undefined ? required : nameProblem(part);
        if (problem) context.addIssue({ code: "custom", path: [field], message: problem });
      }
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
    ...personNameOf(registration.first_name, registration.last_name),
    email: registration.email,
    phone: registration.phone,
    company: registration.company,
    payer: registration.payer,
    is_psh: registration.is_psh,
    psh_details: registration.is_psh ? registration.psh_details : undefined,
    others: OTHER_PARTICIPANTS.flatMap((slot) => {
      const lastName = registration[participantLastNameField(slot)];
      const firstName = registration[participantFirstNameField(slot)];
      const email = registration[participantEmailField(slot)];
      return lastName && firstName && email
        ? [{ ...personNameOf(firstName, lastName), email }]
        : [];
    }),
  }));

export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

/** The form's fields as text, as the browser posts them, with or without JavaScript. */
export function registrationFormValues(form: FormData): RegistrationInput {
  const others = Object.fromEntries(
    OTHER_PARTICIPANT_FIELDS.map((field) => [field, formText(form, field)]),
  ) as Record<OtherParticipantField, string>;
  return {
    ...others,
    last_name: formText(form, "last_name"),
    first_name: formText(form, "first_name"),
    email: formText(form, "email"),
    phone: formText(form, "phone"),
    company: formText(form, "company"),
    payer: formText(form, "payer"),
    ...postedDisability(form),
    accept_terms: form.get("accept_terms") !== null,
  };
}

/** 'Annuler mon inscription' on the trainee's page: why, in their words. */
export const cancellationSchema = z.object({
  reason: requiredText(MAX_CANCEL_REASON, "Indiquez la raison de votre annulation."),
  // Asked on the page, which works without JavaScript: a ticked box, not a script's dialog.
  confirm_cancel: z.literal("on", "Cochez la case pour confirmer l'annulation."),
});

/** 'Céder ma place': the colleague who takes it, named as the registration form asks. */
export const handOverSchema = z
  .object({
    last_name: personName(100, "Le nom de votre collègue est requis."),
    first_name: personName(100, "Le prénom de votre collègue est requis."),
    email: emailAddress("L'adresse e-mail de votre collègue est requise."),
    confirm_hand_over: z.literal("on", "Cochez la case pour confirmer que vous cédez votre place."),
  })
  .transform((colleague) => ({
    ...personNameOf(colleague.first_name, colleague.last_name),
    email: colleague.email,
  }));

/** 'Demander une autre session': one of the dates the page offers. */
export const moveRequestSchema = z.object({
  session_id: z
    .string()
    .refine((value) => recordIdOf(value) !== null, "Choisissez la session souhaitée.")
    .transform((value) => recordIdOf(value)!),
});

/** A form whose button says it all ('Je prends la place'). */
export const emptyForm = z.object({});

/** The answers to questions the page asked: read against the questions themselves (features/assessment). */
export const answersForm = z.record(z.string(), z.string());

/**
 * 'J'accepte': the signer's name as they type it, their position when they sign for a company,
 * the box they ticked, and the digest of the file their page showed them.
 */
export const acceptanceSchema = z.object({
  signer_name: personName(100, "Indiquez vos nom et prénom.")
    .transform(oneLine)
    .refine((name) => /\p{L}/u.test(name), "Indiquez vos nom et prénom."),
  signer_position: optionalText(100)
    .transform((position) => position && oneLine(position))
    .optional(),
  accept: z.literal("on", "Cochez la case pour accepter le document."),
  // Asked when the course starts within the withdrawal period (L221-25).
  early_start: z.literal("on").optional(),
  digest: z.string().regex(/^[0-9a-f]{64}$/, "Le document a changé : relisez-le."),
});
