import "server-only";
import type { SiteConfig } from "@/config/site";
import type { Database } from "@/db/client";
import { certificatesJob } from "./certificates";
import { digestJob } from "./digest";
import { startHourlyJobs } from "./hourly";
import { invoicesJob } from "./invoices";
import { offersJob } from "./offers";
import { startRetentionPurge } from "./purge";
import { remindersJob } from "./reminders";
import { surveysJob } from "./surveys";

/**
 * Everything the server does on its own, once the database is ready (the README's « Tâches
 * planifiées » lists them with their schedule). Each hour, in this order: a place offered and
 * not taken passes to the next in line before the reminders go out, and the certificates before
 * the surveys that follow a session. Each day, the purge of what the law keeps no longer.
 */
export function startJobs(db: Database, config: SiteConfig): void {
  startHourlyJobs([
    offersJob(db, config),
    remindersJob(db, config),
    certificatesJob(db, config),
    surveysJob(db, config),
    digestJob(db, config),
    invoicesJob(db, config),
  ]);
  startRetentionPurge(db);
}
