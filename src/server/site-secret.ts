import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { siteConfig, type SiteConfig } from "@/config/site";
import type { Database } from "@/db/client";
import { getDb } from "./database";
import { appSettings } from "./tables";

/**
 * The secret that signs cookies and tokens: AUTH_SECRET, or one generated once and kept in the
 * database so that every node and every restart shares it.
 */
export async function siteSecret(db: Database, config: SiteConfig): Promise<string> {
  if (config.auth.secret) return config.auth.secret;
  if (config.auth.secretRequired) throw new Error("AUTH_SECRET manquant.");
  await db
    .insert(appSettings)
    .values({ key: "auth_secret", value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, "auth_secret"));
  if (!row) throw new Error("Secret d'authentification introuvable.");
  return row.value;
}

let processSecret: Promise<string> | undefined;

/** This process's site secret, read once: it never changes while the site runs. */
export function getSiteSecret(): Promise<string> {
  processSecret ??= getDb()
    .then((db) => siteSecret(db, siteConfig))
    .catch((error: unknown) => {
      processSecret = undefined; // the next call retries, e.g. once the database is back
      throw error;
    });
  return processSecret;
}
