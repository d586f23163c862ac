import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** A 256-bit secret for a link in a mail (an invitation, a survey), in URL-safe text. */
export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

/** All the database keeps of a link's token: a leaked table or backup opens no link. */
export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
