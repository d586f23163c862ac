/**
 * What every server action returns, shared by the action (server) and the form or button that
 * called it (browser): the UI shows `error`, a French sentence, as it is.
 */
export type ActionResult<T extends object = object> =
  ({ ok: true; notice?: string } & T) | ActionFailure;

export interface ActionFailure {
  ok: false;
  status: 400 | 401 | 403 | 404 | 409 | 429 | 500;
  error: string;
  /** Why, for a UI whose message depends on the cause (the invitation toasts). */
  code?: string;
  fieldErrors?: Record<string, string>;
}

export const GENERIC_ERROR = "Une erreur est survenue. Réessayez dans un instant.";

/** The first message of each invalid field, for the form to show beside it. */
export function fieldErrorsOf(
  issues: readonly { path: PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** A form refused for its fields: one French sentence, and each field's own message. */
export function invalidInput(issues: Parameters<typeof fieldErrorsOf>[0]) {
  return {
    ok: false,
    status: 400,
    error: "Merci de corriger les champs signalés.",
    fieldErrors: fieldErrorsOf(issues),
  } as const;
}
