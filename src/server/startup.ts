import "server-only";
import { demoIdentityWarning, siteConfig, type SiteConfig } from "@/config/site";
import type { Database } from "@/db/client";
import { getDatabaseHandle } from "@/server/database";
import { isContentEmpty, seedDatabase, type SeedReport } from "@/db/seed/seed";
import { currentDay } from "@/server/clock";
import { trustedProxyList, writeClientAddresses } from "./client-address";
import { logger } from "./logger";
import { startMailer } from "./mail/mailer";
import { handleShutdownSignals, onShutdown } from "./shutdown";
import { startRetentionPurge } from "./retention";
import { storage } from "./storage";

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
 * SEED_DEMO_CONTENT=false), start delivering the mail outbox and the daily purge of expired
 * personal data, and stop them cleanly on SIGTERM.
 */
export async function prepareDatabase(
  /** What the domains derive from the demo content once seeded (its certificates). */
  afterSeed: (db: Database, seeded: SeedReport) => Promise<void>,
): Promise<Database> {
  const handle = await getDatabaseHandle();
  logger.info(
    { database: handle.kind === "postgres" ? "PostgreSQL" : "PGlite" },
    "Base de données migrée",
  );
  if (siteConfig.database.seedDemoContent && (await isContentEmpty(handle.db))) {
    const report = await seedDatabase(handle.db, { today: currentDay(), storage });
    await afterSeed(handle.db, report);
    logger.info(report.inserted, "Base vide : contenu de démonstration ajouté");
  }
  handleShutdownSignals();
  startMailer();
  startRetentionPurge(handle.db);
  onShutdown(() => handle.close());
  return handle.db;
}
