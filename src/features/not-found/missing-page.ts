import "server-only";
import { notFound } from "next/navigation";
import { logMissingPage } from "./missing-log";

/** Records a visit to an address that does not exist, then renders the not-found page (404). */
export function missingPage(segments: readonly string[] | undefined, prefix = ""): never {
  logMissingPage(`${prefix}/${(segments ?? []).join("/")}`.replace(/(.)\/$/, "$1"));
  notFound();
}
