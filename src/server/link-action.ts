import "server-only";
import { redirect } from "next/navigation";
import { logger } from "./logger";

/**
 * The button of a page reached by a mailed link (a registration's or a contact address's
 * confirmation): runs `work`, logs a failure under `what` with its message only (the token, the
 * only credential, is never logged), then sends the browser back to the link's page, told
 * whether it failed, with or without JavaScript.
 */
export async function runLinkAction(
  what: string,
  work: () => Promise<void>,
  back: (failed: boolean) => string,
): Promise<never> {
  let failed = false;
  try {
    await work();
  } catch (error) {
    logger.error({ error: error instanceof Error ? error.message : String(error) }, what);
    failed = true;
  }
  redirect(back(failed));
}
