import "server-only";
import { demoIdentityWarning, siteConfig, type SiteConfig } from "@/config/site";
import type { Database } from "@/db/client";
import { getDatabaseHandle } from "@/server/database";
import { listenToOtherNodes } from "./cache/revalidations.mjs";
import { trustedProxyList, writeClientAddresses } from "./client-address";
import { logger } from "./logger";
import { startMailer } from "./mail/mailer";
import { handleShutdownSignals, onShutdown } from "./shutdown";

const MISSING_AUTH_SECRET = [
  "AUTH_SECRET manquant : un site public en production doit signer ses sessions avec un secret",
  "gardé hors de la base de données. Générez-en un avec `openssl rand -base64 32` et",
  "définissez AUTH_SECRET (voir docs/deployment.md, « Sécurité »).",
].join(" ");

/**
 * Settings the server refuses to start without, checked before it serves anything: the auth
 * secret of a public production site, and a readable TRUSTED_PROXIES (then every request's
 * client address is written from it). A setting that would leave the site open stops the
 * process now, with the reason, rather than serve.
 */
export function secureStart(config: SiteConfig = siteConfig): void {
  try {
    if (config.auth.secretRequired && !config.auth.secret) throw new Error(MISSING_AUTH_SECRET);
    writeClientAddresses(trustedProxyList(config.trustedProxies));
    const warning = demoIdentityWarning(config);
    if (warning) logger.warn({ variables: config.demoIdentity }, warning);
  } catch (error) {
    console.error(
      `\n  Démarrage refusé. ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  }
}

/**
 * What the server does once at start: migrate, seed demo content on an empty database (unless
 * SEED_DEMO_CONTENT=false), start delivering the mail outbox, and stop it cleanly on SIGTERM.
 * The jobs (src/jobs) start once the domains are wired.
 */
export async function prepareDatabase(
  /** Seeds the demo content when the database holds none (src/seed): what it inserted, or null. */
  seedIfEmpty: (db: Database) => Promise<Record<string, number> | null>,
): Promise<Database> {
  const handle = await getDatabaseHandle();
  logger.info(
    { database: handle.kind === "postgres" ? "PostgreSQL" : "PGlite" },
    "Base de données migrée",
  );
  const inserted = siteConfig.database.seedDemoContent ? await seedIfEmpty(handle.db) : null;
  if (inserted) logger.info(inserted, "Base vide : contenu de démonstration ajouté");
  handleShutdownSignals();
  if (siteConfig.database.url) {
    // From the start: a node that serves only cached pages must hear the others' edits too.
    const broadcast = listenToOtherNodes(siteConfig.database.url);
    onShutdown(() => broadcast.stop());
  }
  startMailer();
  onShutdown(() => handle.close());
  return handle.db;
}
