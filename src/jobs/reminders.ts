import "server-only";
import type { SiteConfig } from "@/config/site";
import type { Database } from "@/db/client";
import { queueDueReminders } from "@/features/registrations/public";
import type { HourlyJob } from "./hourly";

/** The reminders before a session, to its confirmed trainees (registrations/reminder-schedule.ts). */
export const remindersJob = (db: Database, config: SiteConfig): HourlyJob => ({
  run: (now) => queueDueReminders(db, config, now),
  done: "Rappels de session envoyés",
  failed: "Envoi des rappels de session impossible",
});
