import "server-only";
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

/** The cookies a link's action may read and set: the signing device's credential. */
interface LinkCookies {
  get(name: string): { value: string } | undefined;
  set(
    name: string,
    value: string,
    options: { path: string; maxAge: number; httpOnly: true; sameSite: "lax"; secure: boolean },
  ): void;
}

/**
 * A post to the action of a link's holder, as its Astro action hands it over (site/actions): the
 * link's token (a hidden field of the form, `LinkForm`), the form, and the request's headers (the
 * signer's evidence) and cookies.
 */
export interface LinkPost {
  token: string;
  form: FormData;
  headers: Headers;
  cookies: LinkCookies;
}

/**
 * What the action of a link's holder answers: the page the browser goes to next, which says what
 * became of the request. The middleware answers a form's post with a redirection there (post,
 * redirect, get), so that reloading the page never posts twice.
 */
export interface LinkOutcome {
  goTo: string;
}

/** Whether an action's answer is a link's outcome (site/middleware.ts). */
export function isLinkOutcome(answer: unknown): answer is LinkOutcome {
  return typeof answer === "object" && answer !== null && "goTo" in answer;
}

/**
 * Every action of a link's holder (decisions 082 and 085), in one shape, with or without
 * JavaScript: runs `work`, which checks the token itself (this wrapper authorises nothing: the
 * holder's rights are the link's, which only the domain can read) and answers the address of the
 * link's page saying what became of the request. A failure is logged under its kind (a failed
 * query by its SQL and cause: neither the token's digest nor anything typed) and sends the
 * browser to `failure.address`.
 */
export async function linkAction(
  kind: LinkKind,
  failure: LinkFailure,
  work: () => Promise<string>,
): Promise<LinkOutcome> {
  try {
    return { goTo: await work() };
  } catch (error) {
    logger.error({ error, link: kind }, failure.log);
    return { goTo: failure.address };
  }
}

/** A page's address with what its query says ('fait=…', 'probleme=…'), if anything. */
export function withOutcome(address: string, query: string): string {
  if (!query) return address;
  return `${address}${address.includes("?") ? "&" : "?"}${query}`;
}
