import "server-only";
import { siteConfig } from "@/config/site";
import type { PublicFormState } from "@/lib/public-form-state";
import { postedNeeds } from "@/features/assessment/public";
import { getDb } from "@/server/database";
import type { PublicFormPost } from "@/server/form-guard";
import { publicFormAction } from "@/server/public-form-action";
import { contactFormValues } from "./schema";
import { submitContactRequest, type FieldErrors } from "./submit";

/** The contact and quote form's answer (lib/public-form-state.ts). */
export type ContactFormState = PublicFormState<keyof FieldErrors>;

/** The contact and quote form's action (site/actions): from the browser or a plain HTML post. */
export async function sendContactRequest(post: PublicFormPost): Promise<ContactFormState> {
  return publicFormAction(
    post,
    {
      at: Date.now(),
      failure: {
        log: "Enregistrement d'une demande de contact impossible",
        message: "Votre message n'a pas pu être enregistré. Réessayez dans un instant.",
      },
    },
    async (guard) =>
      submitContactRequest(await getDb(), siteConfig, {
        values: contactFormValues(post.form),
        needs: postedNeeds(post.form),
        ...guard,
      }),
  );
}
