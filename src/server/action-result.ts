import "server-only";
import { AuthorizationError } from "@/server/auth/current-user";
import { GENERIC_ERROR, type ActionFailure, type ActionResult } from "@/lib/action-result";
import { logger } from "@/server/logger";

/**
 * A refusal thrown from inside an action's body (rolling back the transaction it runs in), which
 * `runAction` answers with this result.
 */
export class ActionRefused extends Error {
  constructor(readonly result: ActionFailure) {
    super(result.error);
  }
}

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
    if (error instanceof AuthorizationError)
      return { ok: false, status: error.status, error: error.message };
    logger.error({ error, action: name }, "Action impossible");
    return { ok: false, status: 500, error: GENERIC_ERROR };
  }
}
