"use server";

import { headers } from "next/headers";
import { siteConfig } from "@/config/site";
import { getDb } from "@/db/client";
import { logger } from "@/server/logger";
import { wakeMailer } from "@/server/mail/mailer";
import { contactFormValues } from "./schema";
import { submitContactRequest, type FieldErrors } from "./submit";

export type ContactFormState =
  | { status: "idle" }
  | { status: "success"; at: number }
  | { status: "error"; at: number; message: string; fieldErrors?: FieldErrors };

/**
 * The visitor's address for the rate limit: the last X-Forwarded-For entry, the one the nearest
 * proxy appended (entries to its left come from the client and can be forged).
 */
async function clientIp(): Promise<string> {
  const list = await headers();
  return list.get("x-forwarded-for")?.split(",").at(-1)?.trim() || list.get("x-real-ip") || "inconnue";
}

/** The contact and quote form's action: it works from the browser and from a plain HTML post. */
export async function sendContactRequest(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  const at = Date.now();
  try {
    const result = await submitContactRequest(await getDb(), siteConfig, {
      values: contactFormValues(form),
      honeypot: String(form.get("website") ?? ""),
      startedAt: Number(form.get("started_at")),
      ip: await clientIp(),
    });
    if (!result.ok) return { status: "error", at, message: result.error, fieldErrors: result.fieldErrors };
    wakeMailer();
    return { status: "success", at };
  } catch (error) {
    logger.error({ error }, "Enregistrement d'une demande de contact impossible");
    return { status: "error", at, message: "Votre message n'a pas pu être enregistré. Réessayez dans un instant." };
  }
}
