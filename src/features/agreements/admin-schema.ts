import { z } from "@/lib/zod";
import { recordId, requiredText, emailAddress } from "@/lib/validation";
import { oneLine } from "@/lib/text";
import { normalSiret } from "@/lib/siret";

/**
 * « Entreprise signataire »: the company a convention binds and who accepts it in its name
 * (docs/decisions/078, point 3); with `same_company`, for every registration of the session
 * under the same company name.
 */
export const conventionPartySchema = z.object({
  id: recordId,
  company: requiredText(200, "La raison sociale est requise.").transform(oneLine),
  siret: z.string().transform((typed, context) => {
    const siret = normalSiret(typed);
    if (siret) return siret;
    context.addIssue({
      code: "custom",
      message: "SIRET invalide : 14 chiffres, tels que l'avis de situation Sirene les donne.",
    });
    return z.NEVER;
  }),
  address: requiredText(300, "L'adresse de l'entreprise est requise.").transform(oneLine),
  signatory_name: requiredText(100, "Le nom du signataire est requis.").transform(oneLine),
  signatory_position: requiredText(100, "La fonction du signataire est requise.").transform(
    oneLine,
  ),
  signatory_email: emailAddress("L'adresse e-mail du signataire est requise."),
  same_company: z.boolean(),
});

export type ConventionPartyInput = z.input<typeof conventionPartySchema>;
