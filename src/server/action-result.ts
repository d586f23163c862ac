import "server-only";
import { AuthorizationError } from "@/server/auth/current-user";
import { logger } from "@/server/logger";

/** What every server action returns: the UI shows `error`, a French sentence, as it is. */
export type ActionResult<T extends object = object> = ({ ok: true } & T) | ActionFailure;

export interface ActionFailure {
  ok: false;
  status: 400 | 401 | 403 | 404 | 409 | 429 | 500;
  error: string;
  /** Why, for a UI whose message depends on the cause (the invitation toasts). */
  code?: string;
  fieldErrors?: Record<string, string>;
}

/**
 * A refusal thrown from inside an action's body (rolling back the transaction it runs in), which
 * `runAction` answers with this result.
 */
export class ActionRefused extends Error {
  constructor(readonly result: ActionFailure) {
    super(result.error);
  }
}

export const GENERIC_ERROR = "Une erreur est survenue. Réessayez dans un instant.";

/**
 * Runs an action's body: a refusal becomes its result, a refused authorisation its 401/403,
 * anything unexpected is logged with the action's name and answered with the generic message.
 */
export async function runAction<T extends object = object>(
  name: string,
  body: () => Promise<ActionResult<NoInfer<T>>>,
): Promise<ActionResult<T>> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof ActionRefused) return error.result;
    if (error instanceof AuthorizationError) return { ok: false, status: error.status, error: error.message };
    logger.error({ error, action: name }, "Action impossible");
    return { ok: false, status: 500, error: GENERIC_ERROR };
  }
}

/** The first message of each invalid field, for the form to show beside it. */
export function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}
