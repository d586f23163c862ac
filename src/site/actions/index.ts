import { ActionError, defineAction } from "astro:actions";
import { confirmContactAddressByLink } from "@/features/accounts/link-actions";
import { acceptAgreementAsSignatory } from "@/features/agreements/link-actions";
import {
  countersignAsTrainer,
  evaluateAsTrainer,
  keepSigningOnDevice,
  signAttendance,
} from "@/features/attendance/link-actions";
import { sendContactRequest } from "@/features/contact/public-actions";
import { sendComplaint } from "@/features/quality/public-actions";
import { confirmRegistrationByLink } from "@/features/sign-up/link-actions";
import { sendRegistration } from "@/features/sign-up/public-actions";
import { answerSurvey } from "@/features/surveys/link-actions";
import {
  acceptAgreementAsTrainee,
  answerAsTrainee,
  cancelAsTrainee,
  handOverAsTrainee,
  requestMoveAsTrainee,
  takeOfferAsTrainee,
} from "@/features/trainee-page/link-actions";
import { formText } from "@/lib/validation";
import type { PublicFormPost } from "@/server/form-guard";
import { signedFormStart } from "@/server/form-start";
import type { LinkOutcome, LinkPost } from "@/server/link-action";
import { logger } from "@/server/logger";

/**
 * A public form's action (server/public-form-action.ts): it takes the post as a browser sends
 * it, with or without JavaScript, and reads and checks its fields itself, so that every refusal
 * is the form's own French answer, never Astro's input error.
 */
function publicForm<State>(act: (post: PublicFormPost) => Promise<State>) {
  return defineAction({
    accept: "form",
    handler: (form, { request }) => act({ form, headers: request.headers }),
  });
}

/**
 * The action of a personal link's holder (server/link-action.ts): the token is the form's
 * hidden field (`LinkForm`), and the answer is the page to go to, which the middleware redirects
 * a form's post to.
 */
function linkForm(act: (post: LinkPost) => Promise<LinkOutcome>) {
  return defineAction({
    accept: "form",
    handler: (form, { request, cookies }) =>
      act({ token: formText(form, "token"), form, headers: request.headers, cookies }),
  });
}

/**
 * Every action of the public site (decision 085). Their names carry no dot: an address with an
 * extension is Next.js's (site-server.mjs). Every post first meets the site's guards in the
 * middleware: another site's origin is refused before any action runs.
 */
export const server = {
  sendContactRequest: publicForm(sendContactRequest),
  sendComplaint: publicForm(sendComplaint),
  sendRegistration: publicForm(sendRegistration),
  /**
   * A start signed when the browser shows a form: the cached page's is as old as its render, and
   * the fill time counts from when this visitor saw the form.
   */
  startPublicForm: defineAction({
    handler: async () => {
      try {
        return await signedFormStart();
      } catch (error) {
        // The database's own words stay in the log: the form keeps its page's start.
        logger.error({ error }, "Début de formulaire non signé");
        throw new ActionError({
          code: "SERVICE_UNAVAILABLE",
          message: "Le formulaire n'a pas pu être préparé. Réessayez dans un instant.",
        });
      }
    },
  }),

  confirmRegistrationByLink: linkForm(confirmRegistrationByLink),
  confirmContactAddressByLink: linkForm(confirmContactAddressByLink),
  answerSurvey: linkForm(answerSurvey),
  acceptAgreementAsSignatory: linkForm(acceptAgreementAsSignatory),
  keepSigningOnDevice: linkForm(keepSigningOnDevice),
  signAttendance: linkForm(signAttendance),
  countersignAsTrainer: linkForm(countersignAsTrainer),
  evaluateAsTrainer: linkForm(evaluateAsTrainer),
  cancelAsTrainee: linkForm(cancelAsTrainee),
  handOverAsTrainee: linkForm(handOverAsTrainee),
  requestMoveAsTrainee: linkForm(requestMoveAsTrainee),
  takeOfferAsTrainee: linkForm(takeOfferAsTrainee),
  acceptAgreementAsTrainee: linkForm(acceptAgreementAsTrainee),
  answerAsTrainee: linkForm(answerAsTrainee),
};
