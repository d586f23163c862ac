/**
 * Where the site's links carry a secret
 * (docs/decisions/061-registrations-strangers-cannot-abuse.md): as the last segment of a path (a
 * survey, a registration's confirmation, Better Auth's password reset) or as a query parameter (an
 * invitation, a magic link, an address verification, a reset page). One list, read by the logs,
 * the outbox once a mail is sent, and the backups.
 */
export const TOKEN_PATHS = [
  "/avis",
  "/inscription/confirmer",
  "/mon-inscription",
  "/emargement/formateur",
  "/emargement/stagiaire",
  "/api/auth/reset-password",
] as const;
const TOKEN_PARAMETERS = ["token", "invitation"] as const;

// A secret is URL-safe text (base64url, a JWT's dotted parts, percent escapes); the mask is not.
const SECRET = "[A-Za-z0-9._~%-]+";
const inPath = `(${TOKEN_PATHS.map((prefix) => prefix.replaceAll("/", "\\/")).join("|")})\\/${SECRET}`;
// In a mail, a path counts right after the site's address (never '/dashboard/avis/…'); '&amp;' where the link sits in HTML.
const inMailPath = `(?<=\\/\\/[^/\\s"'<>]+)${inPath}`;
const inQuery = `([?&](?:amp;)?(?:${TOKEN_PARAMETERS.join("|")})=)${SECRET}`;

/** What a stored mail's link says once its secret is gone. */
const REMOVED_TOKEN = "[lien retiré après envoi]";

/** A path whose last segment is a secret, with that segment masked: for the logs. */
export function maskedTokenPath(path: string): string {
  return path.replace(new RegExp(`^${inPath}`), "$1/[jeton]");
}

/** The text with every link's secret replaced by `replacement`. */
export function withoutLinkTokens(text: string, replacement = REMOVED_TOKEN): string {
  return text
    .replace(new RegExp(inMailPath, "g"), `$1/${replacement}`)
    .replace(new RegExp(inQuery, "g"), `$1${replacement}`);
}

/** Whether the text holds a link with a secret. */
export function holdsLinkToken(text: string): boolean {
  return withoutLinkTokens(text) !== text;
}
