import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { getSiteSecret } from "@/server/site-secret";

// A token names its use, so that no other signature of the site's secret can pass for one. The
// public forms (contact, quote, registration) share it: a start vouches only for a fill time.
const PURPOSE = "public-form-start";
const TOKEN = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, at: number): string {
  return createHmac("sha256", secret).update(`${PURPOSE}:${at}`).digest("base64url");
}

/**
 * When the form was shown, signed by the server (`{ms}.{signature}`): the fill-time check then
 * counts from a time the visitor cannot choose, where a plain timestamp let a robot claim it
 * took a minute.
 */
export function signFormStart(secret: string, at: number): string {
  return `${at}.${signature(secret, at)}`;
}

/** The time a token vouches for, or NaN when this site did not sign it. */
export function formStartOf(secret: string, token: string): number {
  const match = TOKEN.exec(token);
  if (!match) return NaN;
  const at = Number(match[1]);
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(signature(secret, at));
  return timingSafeEqual(given, expected) ? at : NaN;
}

/**
 * A start signed now with the site's secret: a page's form carries one for posts made without
 * JavaScript (server components render once per response, so reading the clock there is meant),
 * and the browser asks for its own when it shows the form.
 */
export async function signedFormStart(): Promise<string> {
  return signFormStart(await getSiteSecret(), Date.now());
}

/** The time a posted start vouches for, checked with the site's secret; NaN when forged. */
export async function verifiedFormStart(token: string): Promise<number> {
  return formStartOf(await getSiteSecret(), token);
}
