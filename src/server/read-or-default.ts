import "server-only";
import { logger } from "./logger";

/**
 * For lists whose failure the spec only logs: the page shows its empty state (or, given `null`,
 * says the list could not be read) rather than an error page, and the failure is in the logs
 * with what was being read.
 */
export async function readOrDefault<T, F>(
  read: () => Promise<T>,
  fallback: F,
  what: string,
): Promise<T | F> {
  try {
    return await read();
  } catch (error) {
    logger.error({ error, read: what }, "Lecture de la base impossible");
    return fallback;
  }
}
