"use server";
import { type PublicFormState, publicFormRefusal } from "@/lib/public-form-state";
import { type RegistrationInput, registrationFormValues } from "@/features/registrations/public";
import { recordIdOf, formText } from "@/lib/validation";
import { submitRegistration } from "./submit";
import { getDb } from "@/server/database";
import { siteConfig } from "@/config/site";
import { postedNeeds } from "@/features/assessment/public";
import { publicPostOf } from "@/server/form-guard";
import { currentDay, currentTime } from "@/server/clock";
import { wakeMailer } from "@/server/mail/mailer";
import { logger } from "@/server/logger";
import { paths } from "@/config/paths";
import { runLinkAction } from "@/server/link-action";
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
  const at = Date.now();
  const sessionId = recordIdOf(formText(form, "session_id"));
  if (sessionId === null) return publicFormRefusal(form, at, "Cette session n'existe plus.");
  try {
    const result = await submitRegistration(await getDb(), siteConfig, {
      sessionId,
      values: registrationFormValues(form),
      needs: postedNeeds(form),
      ...(await publicPostOf(form, at)),
      today: currentDay(),
    });
    if (!result.ok) return publicFormRefusal(form, at, result.error, result.fieldErrors);
    // No seat changed: an unconfirmed registration holds none, so no page needs refreshing.
    wakeMailer();
    return {
      status: "success",
      at,
      participants: result.participants,
      email: formText(form, "email").trim(),
    };
  } catch (error) {
    logger.error({ error }, "Enregistrement d'une inscription impossible");
    return publicFormRefusal(
      form,
      at,
      "Votre inscription n'a pas pu être enregistrée. Réessayez dans un instant.",
    );
  }
}

/**
 * 'Confirmer mon inscription', bound to the link's token: the seats are taken, then the link's
 * page says what became of the registration.
 */
export async function confirmRegistrationByLink(token: string): Promise<void> {
  const address = paths.registrationConfirmation(token);
  await runLinkAction(
    "Confirmation d'une inscription impossible",
    async () => {
      if (
        !(await confirmRegistration(await getDb(), siteConfig, token, {
          now: currentTime(),
          today: currentDay(),
        }))
      )
        return;
      // The seats left changed on the formation's page, the form and the calendar.
      revalidateTags([cacheTags.sessions]);
      wakeMailer();
    },
    (failed) => (failed ? `${address}?erreur` : address),
  );
}

/** The browser's own start of the form, signed when it shows it: the cached page's is older. */
export async function startRegistrationForm(): Promise<string> {
  return signedFormStart();
}
