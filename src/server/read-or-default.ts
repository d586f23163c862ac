import "server-only";
import { logger } from "./logger";

/**
 * For lists whose failure the spec only logs: the page shows its empty state rather than an
 * error, and the failure is in the logs with what was being read.
 */
export async function readOrDefault<T>(read: () => Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await read();
  } catch (error) {
    logger.error({ error, read: what }, "Lecture de la base impossible");
    return fallback;
  }
}
