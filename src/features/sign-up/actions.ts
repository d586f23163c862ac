"use server";
import { type PublicFormState } from "@/lib/public-form-state";
import { type RegistrationInput, registrationFormValues } from "@/features/registrations/public";
import { recordIdOf, formText } from "@/lib/validation";
import { submitRegistration } from "./submit";
import { getDb } from "@/server/database";
import { siteConfig } from "@/config/site";
import { postedNeeds } from "@/features/assessment/public";
import { publicFormAction } from "@/server/public-form-action";
import { currentDay, currentTime } from "@/server/clock";
import { wakeMailer } from "@/server/mail/mailer";
import { paths } from "@/config/paths";
import { linkAction } from "@/server/link-action";
import { confirmRegistration } from "./registration-link";
import { revalidateTags } from "@/server/cache/revalidate";
import { cacheTags } from "@/server/cache/tags";
import { signedFormStart } from "@/server/form-start";

/** The registration form's answer: after a success, how many people it registered (to be confirmed by mail). */
export type RegistrationFormState = PublicFormState<
  keyof RegistrationInput,
  { participants: number }
>;

/** The registration form's action: it works from the browser and from a plain HTML post. */
export async function sendRegistration(
  _previous: RegistrationFormState,
  form: FormData,
): Promise<RegistrationFormState> {
  // No seat changes: an unconfirmed registration holds none, so no page needs refreshing.
  return publicFormAction(
    form,
    {
      at: Date.now(),
      failure: {
        log: "Enregistrement d'une inscription impossible",
        message: "Votre inscription n'a pas pu être enregistrée. Réessayez dans un instant.",
      },
      shown: ({ participants }: { participants: number }) => ({ participants }),
    },
    async (post) => {
      const sessionId = recordIdOf(formText(form, "session_id"));
      if (sessionId === null)
        return { ok: false, status: 404, error: "Cette session n'existe plus." };
      return submitRegistration(await getDb(), siteConfig, {
        sessionId,
        values: registrationFormValues(form),
        needs: postedNeeds(form),
        ...post,
        today: currentDay(),
      });
    },
  );
}

/**
 * 'Confirmer mon inscription', bound to the link's token: the seats are taken, then the link's
 * page says what became of the registration.
 */
export async function confirmRegistrationByLink(token: string): Promise<void> {
  const address = paths.registrationConfirmation(token);
  return linkAction(
    "registration-confirmation",
    { log: "Confirmation d'une inscription impossible", address: `${address}?erreur` },
    async () => {
      const confirmed = await confirmRegistration(await getDb(), siteConfig, token, {
        now: currentTime(),
        today: currentDay(),
      });
      if (confirmed) {
        // The seats left changed on the formation's page, the form and the calendar.
        revalidateTags([cacheTags.sessions]);
        wakeMailer();
      }
      return address;
    },
  );
}

/** The browser's own start of the form, signed when it shows it: the cached page's is older. */
export async function startRegistrationForm(): Promise<string> {
  return signedFormStart();
}
