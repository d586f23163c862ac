import "server-only";
import { notFound } from "next/navigation";
import { logger } from "@/server/logger";

/** Records a visit to an address that does not exist, then renders the not-found page (404). */
export function missingPage(segments: readonly string[] | undefined, prefix = ""): never {
  const path = `${prefix}/${(segments ?? []).join("/")}`.replace(/(.)\/$/, "$1");
  logger.warn({ path }, "Page introuvable");
  notFound();
}
