import "server-only";
import { siteConfig } from "@/config/site";
import { postedNeeds } from "@/features/assessment/public";
import { type RegistrationInput, registrationFormValues } from "@/features/registrations/public";
import type { PublicFormState } from "@/lib/public-form-state";
import { formText, recordIdOf } from "@/lib/validation";
import { currentDay } from "@/server/clock";
import { getDb } from "@/server/database";
import type { PublicFormPost } from "@/server/form-guard";
import { publicFormAction } from "@/server/public-form-action";
import { submitRegistration } from "./submit";

/** The registration form's answer: after a success, how many people it registered (to be confirmed by mail). */
export type RegistrationFormState = PublicFormState<
  keyof RegistrationInput,
  { participants: number }
>;

/** The registration form's action (site/actions): from the browser or a plain HTML post. */
export async function sendRegistration(post: PublicFormPost): Promise<RegistrationFormState> {
  const { form } = post;
  // No seat changes: an unconfirmed registration holds none, so no page needs refreshing.
  return publicFormAction(
    post,
    {
      at: Date.now(),
      failure: {
        log: "Enregistrement d'une inscription impossible",
        message: "Votre inscription n'a pas pu être enregistrée. Réessayez dans un instant.",
      },
      shown: ({ participants }: { participants: number }) => ({ participants }),
    },
    async (guard) => {
      const sessionId = recordIdOf(formText(form, "session_id"));
      if (sessionId === null)
        return { ok: false, status: 404, error: "Cette session n'existe plus." };
      return submitRegistration(await getDb(), siteConfig, {
        sessionId,
        values: registrationFormValues(form),
        needs: postedNeeds(form),
        ...guard,
        today: currentDay(),
      });
    },
  );
}
