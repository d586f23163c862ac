"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import type { Database } from "@/db/client";
import { formFields } from "@/lib/validation";
import type { z } from "@/lib/zod";
import { revalidateTags } from "@/server/cache/revalidate";
import { cacheTags } from "@/server/cache/tags";
import { currentDay, currentTime } from "@/server/clock";
import { getDb } from "@/server/database";
import { logger } from "@/server/logger";
import { wakeMailer } from "@/server/mail/mailer";
import { signerEvidenceOf } from "@/server/client-address";
import type { TraineeQuestionnaire } from "@/features/assessment/public";
import {
  acceptanceSchema,
  answersForm,
  cancellationSchema,
  emptyForm,
  handOverSchema,
  moveRequestSchema,
} from "./schema";
import {
  acceptOwnAgreement,
  answerQuestionnaire,
  cancelOwnRegistration,
  handOverPlace,
  requestSessionMove,
  takeOffer,
  type TraineeOutcome,
} from "./trainee-page";
import { acceptAsSignatory } from "./signatory-page";
import { traineeProblemOf, type TraineeDone, type TraineeProblem } from "./trainee-problems";

type Run<Values> = (
  db: Database,
  values: Values,
  when: { now: Date; today: string },
) => Promise<TraineeOutcome>;

/** What the page's address says after a request: what was done, or what went wrong. */
async function outcomeOf<Schema extends z.ZodType>(
  form: FormData,
  schema: Schema,
  run: Run<z.output<Schema>>,
  done: TraineeDone | null,
): Promise<string> {
  const fields = formFields(form);
  const parsed = schema.safeParse(fields);
  if (!parsed.success) return `probleme=${traineeProblemOf(parsed.error)}`;
  try {
    const outcome = await run(await getDb(), parsed.data, {
      now: currentTime(),
      today: currentDay(),
    });
    if (outcome !== "done") return `probleme=${outcome satisfies TraineeProblem}`;
    // A cancellation or a hand-over changes the seats the public pages count.
    revalidateTags([cacheTags.sessions]);
    wakeMailer();
    return done ? `fait=${done}` : "";
  } catch (error) {
    logger.error({ error }, "Demande d'un stagiaire sur sa page impossible");
    return "probleme=error";
  }
}

/**
 * The trainee page's forms, bound to the link's token, with or without JavaScript: the request
 * runs, then the page says what became of it. The token is the only credential: never logged.
 */
async function answer<Schema extends z.ZodType>(
  token: string,
  ...request: Parameters<typeof outcomeOf<Schema>>
): Promise<never> {
  const query = await outcomeOf(...request);
  redirect(`${paths.traineePage(token)}${query ? `?${query}` : ""}`);
}

export async function cancelAsTrainee(token: string, form: FormData): Promise<void> {
  await answer(
    token,
    form,
    cancellationSchema,
    (db, values, when) => cancelOwnRegistration(db, siteConfig, token, values.reason, when),
    "cancelled",
  );
}

export async function handOverAsTrainee(token: string, form: FormData): Promise<void> {
  // Once handed over, the link opens no page: it says so itself.
  await answer(
    token,
    form,
    handOverSchema,
    (db, colleague, when) => handOverPlace(db, siteConfig, token, colleague, when),
    null,
  );
}

export async function requestMoveAsTrainee(token: string, form: FormData): Promise<void> {
  await answer(
    token,
    form,
    moveRequestSchema,
    (db, values, when) => requestSessionMove(db, siteConfig, token, values.session_id, when),
    "move-requested",
  );
}

export async function takeOfferAsTrainee(token: string): Promise<void> {
  await answer(
    token,
    new FormData(),
    emptyForm,
    (db, _values, when) => takeOffer(db, siteConfig, token, when),
    "offer-taken",
  );
}

export async function acceptAgreementAsTrainee(token: string, form: FormData): Promise<void> {
  const client = signerEvidenceOf(await headers());
  await answer(
    token,
    form,
    acceptanceSchema,
    (db, signature, when) =>
      acceptOwnAgreement(db, siteConfig, token, { ...signature, ...client }, when),
    "accepted",
  );
}

/** The company signatory's 'Signer la convention…', by their own link: their page says what became of it. */
export async function acceptAgreementAsSignatory(token: string, form: FormData): Promise<void> {
  const client = signerEvidenceOf(await headers());
  const query = await outcomeOf(
    form,
    acceptanceSchema,
    (db, signature, when) =>
      acceptAsSignatory(db, siteConfig, token, { ...signature, ...client }, when),
    "accepted",
  );
  redirect(`${paths.signatoryPage(token)}${query ? `?${query}` : ""}`);
}

/** 'Vos besoins' or the positioning questionnaire: the answers the form carries, read against the questions. */
export async function answerAsTrainee(
  token: string,
  questionnaire: TraineeQuestionnaire,
  form: FormData,
): Promise<void> {
  // Bound on the server, but a client may send any value in its place.
  if (!Object.hasOwn(answeredCodes, questionnaire)) redirect(paths.traineePage(token));
  await answer(
    token,
    form,
    answersForm,
    (db, fields, when) => answerQuestionnaire(db, siteConfig, token, questionnaire, fields, when),
    answeredCodes[questionnaire],
  );
}

/** What the page says once each questionnaire is answered. */
const answeredCodes: Record<TraineeQuestionnaire, TraineeDone> = {
  needs: "needs-answered",
  positioning: "positioning-answered",
  self_before: "self-before-answered",
  self_after: "self-after-answered",
  quiz: "quiz-answered",
};
