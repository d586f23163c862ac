import "server-only";
import { redirect } from "next/navigation";
import { logger } from "./logger";

/**
 * The button of a page reached by a mailed link (a registration's or a contact address's
 * confirmation): runs `work`, logs a failure under `what` (a failed query by its SQL and cause:
 * neither the token's digest nor anything typed), then sends the browser back to the link's
 * page, told whether it failed, with or without JavaScript.
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
    logger.error({ error }, what);
    failed = true;
  }
  redirect(back(failed));
}
