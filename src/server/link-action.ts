import "server-only";
import { redirect } from "next/navigation";
import { logger } from "./logger";

/**
 * The links whose holder may act by them: each a token mailed to one person (or, for the signing
 * device, the credential its trainee's link left on it). The token is the only credential.
 */
export type LinkKind =
  | "registration-confirmation"
  | "trainee-page"
  | "signatory-page"
  | "trainee-signing"
  | "signing-device"
  | "trainer-page"
  | "survey"
  | "contact-address";

/** Where the browser goes when the work failed, and what the log says then. */
export interface LinkFailure {
  /** The log's message: never the token, nor anything typed. */
  log: string;
  /** The link's page, telling that it failed ('?probleme=error'). */
  address: string;
}

/**
 * Every action of a link's holder (decision 082), in one shape, with or without JavaScript: runs
 * `work`, which checks the token itself (this wrapper authorises nothing: the holder's rights are
 * the link's, which only the domain can read) and answers the address of the link's page saying
 * what became of the request. A failure is logged under its kind (a failed query by its SQL and
 * cause: neither the token's digest nor anything typed) and sends the browser to
 * `failure.address`.
 */
export async function linkAction(
  kind: LinkKind,
  failure: LinkFailure,
  work: () => Promise<string>,
): Promise<never> {
  let address: string;
  try {
    address = await work();
  } catch (error) {
    logger.error({ error, link: kind }, failure.log);
    address = failure.address;
  }
  redirect(address);
}

/** A page's address with what its query says ('fait=…', 'probleme=…'), if anything. */
export function withOutcome(address: string, query: string): string {
  if (!query) return address;
  return `${address}${address.includes("?") ? "&" : "?"}${query}`;
}
