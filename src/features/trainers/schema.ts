import { z } from "@/lib/zod";
import { optionalEmailAddress, optionalText, requiredText } from "@/lib/validation";
import { trainerKinds } from "./constants";

/** A trainer's record, in its dialog. */
export const trainerSchema = z.object({
  name: requiredText(120, "Le nom est requis."),
  email: optionalEmailAddress,
  kind: z.enum(trainerKinds, "Dites si le formateur est salarié de l'organisme ou extérieur."),
  credentials: optionalText(300),
});

export type TrainerInput = z.input<typeof trainerSchema>;

export const emptyTrainer: TrainerInput = {
  name: "",
  email: "",
  kind: "external",
  credentials: "",
};
