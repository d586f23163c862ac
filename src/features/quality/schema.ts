import { z } from "@/lib/zod";
import {
  emailAddress,
  formText,
  optionalChoice,
  optionalDay,
  optionalHttpsAddress,
  optionalText,
  personName,
  recordId,
  requiredText,
} from "@/lib/validation";
import {
  claimantKinds,
  improvementSources,
  improvementStatuses,
  MAX_COMPLAINT_TEXT,
} from "./constants";

/** The public complaint form, as its server action checks it. */
export const complaintSchema = z.object({
  claimant_kind: z.enum(claimantKinds, "Indiquez à quel titre vous écrivez."),
  name: personName(200, "Votre nom est requis."),
  email: emailAddress("Votre adresse e-mail est requise."),
  organisation: optionalText(200),
  session_id: optionalChoice,
  message: requiredText(MAX_COMPLAINT_TEXT, "Décrivez votre réclamation."),
});

export type ComplaintInput = z.input<typeof complaintSchema>;
export type Complaint = z.output<typeof complaintSchema>;

/** The form's fields as text, as the browser posts them, with or without JavaScript. */
export function complaintFormValues(form: FormData): ComplaintInput {
  const text = (name: string) => formText(form, name);
  return {
    claimant_kind: text("claimant_kind") as ComplaintInput["claimant_kind"],
    name: text("name"),
    email: text("email"),
    organisation: text("organisation"),
    session_id: text("session_id"),
    message: text("message"),
  };
}

/** A step staff write on a complaint: its analysis, or the answer mailed to the claimant. */
export const complaintStepSchema = (required: string) =>
  z.object({ id: recordId, text: requiredText(MAX_COMPLAINT_TEXT, required) });

/** An improvement action, created or edited in its dialog. */
export const improvementSchema = z
  .object({
    title: requiredText(MAX_COMPLAINT_TEXT, "Décrivez l'action."),
    source: z.enum(improvementSources, "Choisissez l'origine de l'action."),
    owner_id: optionalChoice,
    due_on: optionalDay,
    status: z.enum(improvementStatuses, "Choisissez un statut."),
    outcome: optionalText(MAX_COMPLAINT_TEXT),
  })
  .refine(
    (action) =>
      action.outcome !== undefined ||
      action.status === "planned" ||
      action.status === "in_progress",
    { path: ["outcome"], message: "Dites ce qu'a donné l'action pour la terminer." },
  );

export type ImprovementInput = z.input<typeof improvementSchema>;

/** A partner body for trainees with a disability, in its dialog. */
export const partnerSchema = z.object({
  name: requiredText(200, "Le nom est requis."),
  role: optionalText(1000),
  contact: optionalText(500),
  website: optionalHttpsAddress(500),
});

export type PartnerInput = z.input<typeof partnerSchema>;

export const emptyPartner: PartnerInput = { name: "", role: "", contact: "", website: "" };
