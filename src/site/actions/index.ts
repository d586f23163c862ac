import { defineAction } from "astro:actions";
import { sendContactRequest } from "@/features/contact/public-actions";
import { sendComplaint } from "@/features/quality/public-actions";
import { sendRegistration } from "@/features/sign-up/public-actions";
import { signedFormStart } from "@/server/form-start";

/**
 * The public forms' actions (decision 085): each takes the post as a browser sends it, with or
 * without JavaScript (`accept: 'form'`), and reads and checks its fields itself, so that every
 * refusal is the form's own French answer (server/public-form-action.ts), never Astro's input
 * error. Their names carry no dot: an address with an extension is Next.js's (site-server.mjs).
 * Every post first meets the site's guards in the middleware: another site's origin is refused.
 */
export const server = {
  sendContactRequest: defineAction({
    accept: "form",
    handler: (form, { request }) => sendContactRequest({ form, headers: request.headers }),
  }),
  sendComplaint: defineAction({
    accept: "form",
    handler: (form, { request }) => sendComplaint({ form, headers: request.headers }),
  }),
  sendRegistration: defineAction({
    accept: "form",
    handler: (form, { request }) => sendRegistration({ form, headers: request.headers }),
  }),
  /**
   * A start signed when the browser shows a form: the cached page's is as old as its render, and
   * the fill time counts from when this visitor saw the form.
   */
  startPublicForm: defineAction({ handler: () => signedFormStart() }),
};
