import "server-only";
import { logger } from "@/server/logger";

/** Records a visit to an address that does not exist, by the path asked for. */
export function logMissingPage(path: string): void {
  logger.warn({ path }, "Page introuvable");
}
