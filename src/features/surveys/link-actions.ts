import "server-only";
import { paths } from "@/config/paths";
import { revalidate } from "@/server/cache/revalidations.mjs";
import { cacheTags } from "@/server/cache/tags";
import { currentTime } from "@/server/clock";
import { getDb } from "@/server/database";
import { linkAction, withOutcome, type LinkOutcome, type LinkPost } from "@/server/link-action";
import { readSurveyLink, storeSurveyAnswer } from "./answers";
import { formAnswer } from "./schema";

/**
 * The survey form's post, by the link's token, with or without JavaScript: the answer is read as
 * the link's survey asks it, stored once, then the page says thank you; a form the browser's own
 * checks let through incomplete comes back with a French message. The token is the only
 * credential: it is never logged.
 */
export async function answerSurvey({ token, form }: LinkPost): Promise<LinkOutcome> {
  const page = paths.survey(token);
  return linkAction(
    "survey",
    { log: "Enregistrement d'un avis impossible", address: `${page}?erreur` },
    async () => withOutcome(page, await submitSurvey(token, form)),
  );
}

/** Stores the posted answer if the link is open; says what went wrong, if anything. */
async function submitSurvey(token: string, form: FormData): Promise<"incomplet" | ""> {
  const db = await getDb();
  const now = currentTime();
  const link = await readSurveyLink(db, token, now);
  // A closed link's page says why.
  if (link.state !== "open") return "";
  const answer = formAnswer(link.kind, form);
  if (!answer) return "incomplet";
  // A trainee's new answer changes the formation's computed results, read under the sessions'
  // tag; another stakeholder's is never published.
  const stored = (await storeSurveyAnswer(db, token, answer, now)) === "stored";
  if (stored && (answer.kind === "end" || answer.kind === "cold"))
    await revalidate([cacheTags.sessions]);
  return "";
}
