import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { hashLinkToken } from "@/server/link-token";

/**
 * What the signing cookie holds: the stored hash of the trainee's page token and its MAC under
 * the site's secret. It lets a phone sign its trainee's half-days and nothing else: the page's
 * token (which cancels and hands the place over) cannot be worked back from it, and only this
 * site can make one.
 */
const PURPOSE = "attendance-device";

function mac(secret: string, tokenHash: string): string {
  return createHmac("sha256", secret).update(`${PURPOSE}:${tokenHash}`).digest("base64url");
}

export function signingCredential(secret: string, pageToken: string): string {
  const tokenHash = hashLinkToken(pageToken);
  return `${tokenHash}.${mac(secret, tokenHash)}`;
}

/** The page token's stored hash a credential names, if this site made it. */
export function tokenHashOfCredential(secret: string, credential: string): string | null {
  const match = /^([0-9a-f]{64})\.([\w-]{43})$/.exec(credential);
  if (!match) return null;
  const [, tokenHash, given] = match as unknown as [string, string, string];
  return timingSafeEqual(Buffer.from(mac(secret, tokenHash)), Buffer.from(given))
    ? tokenHash
    : null;
}
