import { z } from "@/lib/zod";
import { formText, optionalText, recordId, requiredText, emailAddress } from "@/lib/validation";
import {
  MAX_SURVEY_COMMENT,
  objectiveAnswers,
  type StakeholderKind,
  type SurveyKind,
} from "./constants";

const rating = (message: string) =>
  z
    .string({ error: message })
    .refine((value) => /^[1-5]$/.test(value), message)
    .transform(Number);

/** The survey's questions, as their fields are named in the form. */
export const surveyQuestions = {
  overall: "Dans l'ensemble, êtes-vous satisfait de cette formation ?",
  objectives: "Les objectifs annoncés ont-ils été atteints ?",
  trainer: "Le formateur",
  content: "Le contenu",
  organisation: "L'organisation",
  recommends: "Recommanderiez-vous cette formation ?",
} as const;

/** One answer, from the survey's form (with or without JavaScript: both post its fields as text). */
export const surveyAnswerSchema = z.object({
  overall: rating("Donnez une note de 1 à 5 à la formation."),
  objectives: z.enum(objectiveAnswers, { error: "Dites si les objectifs ont été atteints." }),
  trainer: rating("Donnez une note de 1 à 5 au formateur."),
  content: rating("Donnez une note de 1 à 5 au contenu."),
  organisation: rating("Donnez une note de 1 à 5 à l'organisation."),
  recommends: z
    .enum(["oui", "non"], { error: "Dites si vous recommanderiez cette formation." })
    .transform((value) => value === "oui"),
  comment: optionalText(MAX_SURVEY_COMMENT),
  publish_consent: z.boolean(),
});

type SurveyAnswer = z.output<typeof surveyAnswerSchema>;

/** An answer, to the survey its kind says. */
export type KindedAnswer =
  | { kind: "end"; values: SurveyAnswer }
  | { kind: "cold"; values: FollowupAnswer }
  | { kind: StakeholderKind; values: StakeholderAnswer };

/** A posted survey form read as the answer to the link's survey, or null when a question was left out. */
export function formAnswer(kind: SurveyKind, form: FormData): KindedAnswer | null {
  if (kind === "company" || kind === "trainer" || kind === "funder") {
    const parsed = stakeholderAnswerSchema.safeParse({
      overall: formText(form, "overall"),
      met: formText(form, "met"),
      exchanges: formText(form, "exchanges"),
      comment: formText(form, "comment"),
    });
    return parsed.success ? { kind, values: parsed.data } : null;
  }
  if (kind === "cold") {
    const parsed = followupAnswerSchema.safeParse({
      applied: formText(form, "applied"),
      comment: formText(form, "comment"),
    });
    return parsed.success ? { kind, values: parsed.data } : null;
  }
  const parsed = surveyAnswerSchema.safeParse(surveyFormValues(form));
  return parsed.success ? { kind, values: parsed.data } : null;
}

/** The form's fields as text, how both the browser and a plain HTML post send them; the consent is its box, ticked or not. */
export function surveyFormValues(form: FormData) {
  const text = (name: string) => formText(form, name);
  return {
    overall: text("overall"),
    objectives: text("objectives"),
    trainer: text("trainer"),
    content: text("content"),
    organisation: text("organisation"),
    recommends: text("recommends"),
    comment: text("comment"),
    publish_consent: form.get("publish_consent") !== null,
  };
}

/** The 'à froid' survey's question, three months after. */
export const followupQuestion =
  "Avez-vous mis en pratique ce que vous avez appris pendant la formation ?";

/** One answer to the 'à froid' survey, from its form (the same reading as the first survey's fields). */
const followupAnswerSchema = z.object({
  applied: z.enum(objectiveAnswers, {
    error: "Dites si vous avez mis en pratique ce que vous avez appris.",
  }),
  comment: optionalText(MAX_SURVEY_COMMENT),
});

type FollowupAnswer = z.output<typeof followupAnswerSchema>;

/**
 * The other stakeholders' three questions (Qualiopi indicator 30), worded for each: how satisfied
 * overall, whether what was expected was met, how the exchanges or the preparation went.
 */
export const stakeholderQuestions: Record<
  StakeholderKind,
  { overall: string; met: string; exchanges: string }
> = {
  company: {
    overall: "Dans l'ensemble, êtes-vous satisfait de cette formation pour votre entreprise ?",
    met: "La formation a-t-elle répondu aux besoins de votre entreprise ?",
    exchanges: "Nos échanges avec vous (devis, convention, suivi des inscriptions)",
  },
  trainer: {
    overall: "Dans l'ensemble, êtes-vous satisfait du déroulement de cette session ?",
    met: "Les objectifs de la formation ont-ils pu être atteints avec ce groupe ?",
    exchanges: "La préparation de la session (salle, matériel, informations sur les stagiaires)",
  },
  funder: {
    overall:
      "Dans l'ensemble, êtes-vous satisfait de notre collaboration ces douze derniers mois ?",
    met: "Nos dossiers (conventions, attestations, factures) répondaient-ils à vos exigences ?",
    exchanges: "Nos échanges avec vous (réactivité, clarté des réponses)",
  },
};

/** One answer of a company, a trainer or a funder, from its form. */
const stakeholderAnswerSchema = z.object({
  overall: rating("Donnez une note de 1 à 5."),
  met: z.enum(objectiveAnswers, { error: "Répondez par oui, en partie ou non." }),
  exchanges: rating("Donnez une note de 1 à 5."),
  comment: optionalText(MAX_SURVEY_COMMENT),
});

type StakeholderAnswer = z.output<typeof stakeholderAnswerSchema>;

/** 'Marquer comme traité': the action taken on an answer (Qualiopi indicator 32). */
export const handledAnswerSchema = z.object({
  id: recordId,
  note: requiredText(MAX_SURVEY_COMMENT, "Décrivez l'action menée."),
});

/** A publishable comment approved for the formation page, or hidden from it. */
export const commentModerationSchema = z.object({
  id: recordId,
  status: z.enum(["approved", "hidden"]),
});

/** A funder and the contact who receives its yearly survey, in its dialog. */
export const funderSchema = z.object({
  name: requiredText(200, "Le nom du financeur est requis."),
  contact_name: optionalText(200),
  email: emailAddress("L'adresse e-mail du contact est requise."),
});

export type FunderInput = z.input<typeof funderSchema>;

export const emptyFunder: FunderInput = { name: "", contact_name: "", email: "" };
