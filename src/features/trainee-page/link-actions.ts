import "server-only";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import type { z } from "@/lib/zod";
import { formText } from "@/lib/validation";
import { signerEvidenceOf } from "@/server/client-address";
import { linkAction, withOutcome, type LinkOutcome, type LinkPost } from "@/server/link-action";
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
 * The trainee page's forms, by the link's token, with or without JavaScript: the request runs,
 * then the page says what became of it. The token is the only credential: never logged.
 */
function answer<Schema extends z.ZodType>(
  token: string,
  ...request: Parameters<typeof outcomeOf<Schema>>
): () => Promise<string> {
  const page = paths.traineePage(token);
  return async () => withOutcome(page, await outcomeOf(...request));
}

const failure = (token: string) => traineeRequestFailure(paths.traineePage(token));

export async function cancelAsTrainee({ token, form }: LinkPost): Promise<LinkOutcome> {
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

export async function handOverAsTrainee({ token, form }: LinkPost): Promise<LinkOutcome> {
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

export async function requestMoveAsTrainee({ token, form }: LinkPost): Promise<LinkOutcome> {
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

export async function takeOfferAsTrainee({ token, form }: LinkPost): Promise<LinkOutcome> {
  return linkAction(
    "trainee-page",
    failure(token),
    answer(
      token,
      form,
      emptyForm,
      (db, _values, when) => takeOffer(db, siteConfig, token, when),
      "offer-taken",
    ),
  );
}

export async function acceptAgreementAsTrainee({
  token,
  form,
  headers,
}: LinkPost): Promise<LinkOutcome> {
  const client = signerEvidenceOf(headers);
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

/**
 * 'Vos besoins' or the positioning questionnaire: the answers the form carries, read against the
 * questions of the questionnaire its hidden field names (any value may come in its place).
 */
export async function answerAsTrainee({ token, form }: LinkPost): Promise<LinkOutcome> {
  const questionnaire = formText(form, "questionnaire");
  if (!Object.hasOwn(answeredCodes, questionnaire)) return { goTo: paths.traineePage(token) };
  const asked = questionnaire as TraineeQuestionnaire;
  return linkAction(
    "trainee-page",
    failure(token),
    answer(
      token,
      form,
      answersForm,
      (db, fields, when) => answerQuestionnaire(db, siteConfig, token, asked, fields, when),
      answeredCodes[asked],
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
