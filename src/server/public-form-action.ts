import "server-only";
import type { ActionResult } from "@/lib/action-result";
import { publicFormRefusal, type PublicFormState } from "@/lib/public-form-state";
import { formText } from "@/lib/validation";
import { publicPostOf, type PublicFormPost, type PublicPost } from "./form-guard";
import { logger } from "./logger";
import { wakeMailer } from "./mail/mailer";

/**
 * Every public form's action (contact and quote, registration, complaint; decisions 082 and 085),
 * in one shape, with or without JavaScript: reads the post's guard fields and its sender
 * (`publicPostOf`, which `submit` must check with the form's own limit: `checkedPublicPost` in
 * server/form-guard.ts; this wrapper refuses nothing by itself), answers a refusal with what
 * the visitor typed, wakes the mailer once stored (each form acknowledges by mail), and answers
 * an unexpected failure with `failure.message` after logging it under `failure.log`. The page
 * is told only what `shown` picks of what was stored (how many people a registration holds).
 */
export async function publicFormAction<
  Field extends string,
  Stored extends object,
  Success extends object = object,
>(
  post: PublicFormPost,
  options: {
    at: number;
    failure: { log: string; message: string };
    shown?: (stored: Stored) => Success;
  },
  submit: (post: PublicPost) => Promise<ActionResult<Stored>>,
): Promise<PublicFormState<Field, Success>> {
  const { at, failure, shown } = options;
  const { form } = post;
  try {
    const result = await submit(await publicPostOf(post, at));
    if (!result.ok)
      return publicFormRefusal(
        form,
        at,
        result.error,
        result.fieldErrors as Partial<Record<Field, string>> | undefined,
      );
    wakeMailer();
    return {
      status: "success",
      at,
      email: formText(form, "email").trim(),
      ...(shown?.(result) ?? ({} as Success)),
    };
  } catch (error) {
    logger.error({ error }, failure.log);
    return publicFormRefusal(form, at, failure.message);
  }
}
