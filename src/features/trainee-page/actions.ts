"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { linkAction, withOutcome } from "@/server/link-action";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import type { z } from "@/lib/zod";
import { signerEvidenceOf } from "@/server/client-address";
import type { TraineeQuestionnaire } from "@/features/assessment/public";
import {
  acceptanceSchema,
  answersForm,
  cancellationSchema,
  emptyForm,
  handOverSchema,
  moveRequestSchema,
  type TraineeDone,
  outcomeOf,
  traineeRequestFailure,
} from "@/features/registrations/public";
import {
  acceptOwnAgreement,
  answerQuestionnaire,
  cancelOwnRegistration,
  handOverPlace,
  requestSessionMove,
  takeOffer,
} from "./trainee-page";

/**
 * The trainee page's forms, bound to the link's token, with or without JavaScript: the request
 * runs, then the page says what became of it. The token is the only credential: never logged.
 */
function answer<Schema extends z.ZodType>(
  token: string,
  ...request: Parameters<typeof outcomeOf<Schema>>
): () => Promise<string> {
  const page = paths.traineePage(token);
  return async () => withOutcome(page, await outcomeOf(...request));
}

const failure = (token: string) => traineeRequestFailure(paths.traineePage(token));

export async function cancelAsTrainee(token: string, form: FormData): Promise<void> {
  return linkAction(
    "trainee-page",
    failure(token),
    answer(
      token,
      form,
      cancellationSchema,
      (db, values, when) => cancelOwnRegistration(db, siteConfig, token, values.reason, when),
      "cancelled",
    ),
  );
}

export async function handOverAsTrainee(token: string, form: FormData): Promise<void> {
  // Once handed over, the link opens no page: it says so itself.
  return linkAction(
    "trainee-page",
    failure(token),
    answer(
      token,
      form,
      handOverSchema,
      (db, colleague, when) => handOverPlace(db, siteConfig, token, colleague, when),
      null,
    ),
  );
}

export async function requestMoveAsTrainee(token: string, form: FormData): Promise<void> {
  return linkAction(
    "trainee-page",
    failure(token),
    answer(
      token,
      form,
      moveRequestSchema,
      (db, values, when) => requestSessionMove(db, siteConfig, token, values.session_id, when),
      "move-requested",
    ),
  );
}

export async function takeOfferAsTrainee(token: string): Promise<void> {
  return linkAction(
    "trainee-page",
    failure(token),
    answer(
      token,
      new FormData(),
      emptyForm,
      (db, _values, when) => takeOffer(db, siteConfig, token, when),
      "offer-taken",
    ),
  );
}

export async function acceptAgreementAsTrainee(token: string, form: FormData): Promise<void> {
  const client = signerEvidenceOf(await headers());
  return linkAction(
    "trainee-page",
    failure(token),
    answer(
      token,
      form,
      acceptanceSchema,
      (db, signature, when) =>
        acceptOwnAgreement(db, siteConfig, token, { ...signature, ...client }, when),
      "accepted",
    ),
  );
}

/** 'Vos besoins' or the positioning questionnaire: the answers the form carries, read against the questions. */
export async function answerAsTrainee(
  token: string,
  questionnaire: TraineeQuestionnaire,
  form: FormData,
): Promise<void> {
  // Bound on the server, but a client may send any value in its place.
  if (!Object.hasOwn(answeredCodes, questionnaire)) redirect(paths.traineePage(token));
  return linkAction(
    "trainee-page",
    failure(token),
    answer(
      token,
      form,
      answersForm,
      (db, fields, when) => answerQuestionnaire(db, siteConfig, token, questionnaire, fields, when),
      answeredCodes[questionnaire],
    ),
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
