import "server-only";
import type { SiteConfig } from "@/config/site";
import type { Database } from "@/db/client";
import { logger } from "@/server/logger";
import { createInvitation } from "./invitations";
import { hasAdministrator } from "./onboarding";

/**
 * Until an administrator exists, each start invites the configured address (a fresh link,
 * replacing the previous one) and prints the link: how the first administrator gets in.
 */
export async function inviteFirstAdministrator(
  db: Database,
  config: SiteConfig,
  email = config.auth.firstAdminEmail,
): Promise<string | null> {
  if (await hasAdministrator(db)) return null;
  if (!email) {
    logger.warn(
      {},
      "Aucun administrateur : définissez ADMIN_EMAIL ou lancez `npm run admin:invite -- adresse@exemple.fr`.",
    );
    return null;
  }
  const result = await createInvitation(
    db,
    config,
    { email, roles: [], admin: true },
    { id: null, name: null },
  );
  if (!result.ok) {
    logger.warn({ email, reason: result.error }, "Invitation du premier administrateur impossible");
    return null;
  }
  return result.link;
}

/** The start-up message, printed as plain lines so that a person reads it in the console. */
export function firstAdministratorMessage(email: string, link: string): string {
  return [
    "",
    "  Premier administrateur : aucun compte administrateur n'existe encore.",
    `  Ouvrez ce lien pour créer le compte ${email} (valable 7 jours) :`,
    `  ${link}`,
    "  Sans SMTP_URL, les e-mails (dont la confirmation de l'adresse) s'affichent dans cette console.",
    "",
  ].join("\n");
}
