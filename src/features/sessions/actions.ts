"use server";

import { headers } from "next/headers";
import { siteConfig } from "@/config/site";
import type { PublicFormState } from "@/lib/public-form-state";
import { formText, recordIdOf } from "@/lib/validation";
import { revalidateTags } from "@/server/cache/revalidate";
import { cacheTags } from "@/server/cache/tags";
import { clientAddressOf } from "@/server/client-address";
import { currentDay } from "@/server/clock";
import { getDb } from "@/server/database";
import { signedFormStart, verifiedFormStart } from "@/server/form-start";
import { logger } from "@/server/logger";
import { wakeMailer } from "@/server/mail/mailer";
import { registrationFormValues, type RegistrationInput } from "./schema";
import { submitRegistration } from "./submit";

/** The registration form's answer: after a success, whether it went to the waiting list. */
export type RegistrationFormState = PublicFormState<keyof RegistrationInput, { waiting: boolean }>;

/** The registration form's action: it works from the browser and from a plain HTML post. */
export async function sendRegistration(_previous: RegistrationFormState, form: FormData): Promise<RegistrationFormState> {
  const at = Date.now();
  const sessionId = recordIdOf(formText(form, "session_id"));
  if (sessionId === null) return { status: "error", at, message: "Cette session n'existe plus." };
  try {
    const result = await submitRegistration(await getDb(), siteConfig, {
      sessionId,
      values: registrationFormValues(form),
      honeypot: formText(form, "website"),
      startedAt: await verifiedFormStart(formText(form, "started_at")),
      ip: clientAddressOf(await headers()),
      now: at,
      today: currentDay(),
    });
    if (!result.ok) return { status: "error", at, message: result.error, fieldErrors: result.fieldErrors };
    // The seats left changed on the formation's page and the form.
    revalidateTags([cacheTags.sessions]);
    wakeMailer();
    return { status: "success", at, waiting: result.waiting };
  } catch (error) {
    logger.error({ error }, "Enregistrement d'une inscription impossible");
    return { status: "error", at, message: "Votre inscription n'a pas pu être enregistrée. Réessayez dans un instant." };
  }
}

/** The browser's own start of the form, signed when it shows it: the cached page's is older. */
export async function startRegistrationForm(): Promise<string> {
  return signedFormStart();
}
