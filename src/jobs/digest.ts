import "server-only";
import type { SiteConfig } from "@/config/site";
import type { Database } from "@/db/client";
import { queueLowRatingDigest } from "@/features/surveys/public";
import type { HourlyJob } from "./hourly";

/** The administrators' digest of the low ratings, when one is due (surveys/low-rating-digest.ts). */
export const digestJob = (db: Database, config: SiteConfig): HourlyJob => ({
  run: (now) => queueLowRatingDigest(db, config, now),
  done: "Récapitulatif des avis insatisfaits envoyé",
  failed: "Envoi du récapitulatif des avis insatisfaits impossible",
});
