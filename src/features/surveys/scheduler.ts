import "server-only";
import type { SiteConfig } from "@/config/site";
import type { Database } from "@/db/client";
import type { HourlyJob } from "@/server/hourly-jobs";
import { queueDueSurveys } from "./collection";
import { queueLowRatingDigest } from "./low-rating-digest";

/**
 * The surveys and reminders that fell due, then the administrators' low-rating digest when one is
 * due; each mail still leaves once with several processes (collection.ts, low-rating-digest.ts).
 */
export function surveyJobs(db: Database, config: SiteConfig): HourlyJob[] {
  return [
    {
      run: async (now) => {
        const { sent, reminded } = await queueDueSurveys(db, config, now);
        return sent + reminded;
      },
      done: "Questionnaires de satisfaction envoyés",
      failed: "Envoi des questionnaires de satisfaction impossible",
    },
    {
      run: (now) => queueLowRatingDigest(db, config, now),
      done: "Récapitulatif des avis insatisfaits envoyé",
      failed: "Envoi du récapitulatif des avis insatisfaits impossible",
    },
  ];
}
