"use server";

import { redirect } from "next/navigation";
import { paths } from "@/config/paths";
import { revalidateTags } from "@/server/cache/revalidate";
import { cacheTags } from "@/server/cache/tags";
import { getDb } from "@/server/database";
import { currentTime } from "@/server/clock";
import { logger } from "@/server/logger";
import { storeSurveyAnswer } from "./answers";
import { surveyAnswerSchema, surveyFormValues } from "./schema";

/**
 * The survey form's post (bound to the link's token), with or without JavaScript: the answer is
 * stored once, then the page says thank you; a form the browser's own checks let through
 * incomplete comes back with a French message. The token is the only credential: it is never
 * logged.
 */
export async function answerSurvey(token: string, form: FormData): Promise<void> {
  const parsed = surveyAnswerSchema.safeParse(surveyFormValues(form));
  if (!parsed.success) redirect(`${paths.survey(token)}?incomplet`);
  try {
    // A new answer changes the formation's computed results, read under the sessions' tag.
    if ((await storeSurveyAnswer(await getDb(), token, parsed.data, currentTime())) === "stored") revalidateTags([cacheTags.sessions]);
  } catch (error) {
    logger.error({ error: error instanceof Error ? error.message : String(error) }, "Enregistrement d'un avis impossible");
    redirect(`${paths.survey(token)}?erreur`);
  }
  redirect(paths.survey(token));
}
