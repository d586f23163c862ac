import "server-only";
import type { SiteConfig } from "@/config/site";
import type { Database } from "@/db/client";
import { queueDueSurveys } from "@/features/surveys/public";
import type { HourlyJob } from "./hourly";

/** The satisfaction surveys and their reminders that fell due (surveys/collection.ts). */
export const surveysJob = (db: Database, config: SiteConfig): HourlyJob => ({
  run: async (now) => {
    const { sent, reminded } = await queueDueSurveys(db, config, now);
    return sent + reminded;
  },
  done: "Questionnaires de satisfaction envoyés",
  failed: "Envoi des questionnaires de satisfaction impossible",
});
