import "server-only";
import { MAX_FORM_AGE_MS, MIN_FILL_TIME_MS } from "@/config/public-forms";
import type { Database } from "@/db/client";
import { invalidInput, type ActionFailure } from "@/lib/action-result";
import type { z } from "@/lib/zod";
import { GUARD_FIELDS } from "@/lib/public-form-state";
import { formText } from "@/lib/validation";
import { clientAddressOf } from "./client-address";
import { verifiedFormStart } from "./form-start";
import { consumeRateLimit } from "./rate-limit";

/** A public form's post as it arrived: its fields, and the request's headers (who sent it). */
export interface PublicFormPost {
  form: FormData;
  headers: Headers;
}

/** What a public form's post carries besides its fields. */
export interface PublicPost {
  /** The hidden field only robots fill in. */
  honeypot: string;
  /** When the form was displayed (ms since epoch), as the server signed it; NaN when it did not. */
  startedAt: number;
  ip: string;
  now: number;
}

/** A public form's post as its action receives it: the guard fields, and who sent it. */
export async function publicPostOf(
  { form, headers }: PublicFormPost,
  now: number,
): Promise<PublicPost> {
  return {
    honeypot: formText(form, GUARD_FIELDS.honeypot),
    startedAt: await verifiedFormStart(formText(form, GUARD_FIELDS.start)),
    ip: clientAddressOf(headers),
    now,
  };
}

/** A form whose signed start is over a day old: its answer carries a fresh one. */
const FORM_EXPIRED = "Ce formulaire est resté ouvert trop longtemps : envoyez-le de nouveau.";

/**
 * The checks every public form (contact, quote, registration) makes before it stores anything:
 * the honeypot, the fill time and the start's age, then one attempt counted against the sender's address under
 * `limit.key`. A refusal in French, or null when the post may go on.
 */
async function refusedPublicPost(
  db: Database,
  post: PublicPost,
  limit: { key: string; max: number; windowMs: number },
): Promise<ActionFailure | null> {
  if (post.honeypot.trim() !== "") {
    return {
      ok: false,
      status: 400,
      error: "Votre message n'a pas pu être envoyé. Écrivez-nous directement par e-mail.",
    };
  }
  if (!Number.isFinite(post.startedAt) || post.now - post.startedAt < MIN_FILL_TIME_MS) {
    return {
      ok: false,
      status: 400,
      error: "Formulaire envoyé trop vite : relisez-le et envoyez-le de nouveau.",
    };
  }
  if (post.now - post.startedAt > MAX_FORM_AGE_MS) {
    return { ok: false, status: 400, error: FORM_EXPIRED };
  }
  if (
    !(await consumeRateLimit(db, `${limit.key}:${post.ip}`, {
      max: limit.max,
      windowMs: limit.windowMs,
      now: post.now,
    }))
  ) {
    return {
      ok: false,
      status: 429,
      error: "Trop de demandes envoyées depuis votre connexion : réessayez dans quelques minutes.",
    };
  }
  return null;
}

/**
 * A public form's post checked in order: its fields against the form's schema (a refusal there
 * counts no attempt), then the guard above. The values the schema gave, or the French refusal.
 */
export async function checkedPublicPost<Schema extends z.ZodType>(
  db: Database,
  schema: Schema,
  post: PublicPost & { values: unknown },
  limit: { key: string; max: number; windowMs: number },
): Promise<ActionFailure | { ok: true; values: z.output<Schema> }> {
  const parsed = schema.safeParse(post.values);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  return (await refusedPublicPost(db, post, limit)) ?? { ok: true, values: parsed.data };
}
