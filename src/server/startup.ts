import "server-only";
import { siteConfig } from "@/config/site";
import { getDatabaseHandle, type Database } from "@/db/client";
import { isContentEmpty, seedDatabase } from "@/db/seed/seed";
import { parisDay } from "@/lib/dates";
import { logger } from "./logger";
import { startMailer } from "./mail/mailer";
import { handleShutdownSignals, onShutdown } from "./shutdown";
import { storage } from "./storage";

/**
 * What the server does once at start: migrate, seed demo content on an empty database (unless
 * SEED_DEMO_CONTENT=false), start delivering the mail outbox, and stop both cleanly on SIGTERM.
 */
export async function prepareDatabase(): Promise<Database> {
  const handle = await getDatabaseHandle();
  logger.info(
    { database: handle.kind === "postgres" ? "PostgreSQL" : "PGlite" },
    "Base de données migrée",
  );
  if (siteConfig.database.seedDemoContent && (await isContentEmpty(handle.db))) {
    const report = await seedDatabase(handle.db, { today: parisDay(), storage });
    logger.info(report.inserted, "Base vide : contenu de démonstration ajouté");
  }
  handleShutdownSignals();
  startMailer();
  onShutdown(() => handle.close());
  return handle.db;
}
