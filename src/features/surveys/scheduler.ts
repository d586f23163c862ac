import "server-only";
import type { SiteConfig } from "@/config/site";
import type { Database } from "@/db/client";
import { currentTime } from "@/server/clock";
import { logger } from "@/server/logger";
import { wakeMailer } from "@/server/mail/mailer";
import { onShutdown } from "@/server/shutdown";
import { queueDueSurveys } from "./collection";
import { queueLowRatingDigest } from "./low-rating-digest";

const HOUR_MS = 3_600_000;
const SCHEDULER = Symbol.for("formations-site.survey-scheduler");
const holder = globalThis as typeof globalThis & { [SCHEDULER]?: NodeJS.Timeout };

/**
 * Queues the due surveys and reminders, and the administrators' low-rating digest when one is due,
 * at start, then every hour, in this server process; several processes may run it, each mail still
 * leaves once (collection.ts, low-rating-digest.ts). Stops at shutdown.
 */
export function startSurveyScheduler(db: Database, config: SiteConfig): void {
  if (holder[SCHEDULER]) return;
  const surveys = () =>
    queueDueSurveys(db, config, currentTime()).then(
      ({ sent, reminded }) => {
        if (sent + reminded === 0) return;
        logger.info({ sent, reminded }, "Questionnaires de satisfaction envoyés");
        wakeMailer();
      },
      (error: unknown) =>
        logger.error({ error }, "Envoi des questionnaires de satisfaction impossible"),
    );
  const digest = () =>
    queueLowRatingDigest(db, config, currentTime()).then(
      (answers) => {
        if (answers === 0) return;
        logger.info({ answers }, "Récapitulatif des avis insatisfaits envoyé");
        wakeMailer();
      },
      (error: unknown) =>
        logger.error({ error }, "Envoi du récapitulatif des avis insatisfaits impossible"),
    );
  const run = () => surveys().then(digest);
  void run();
  holder[SCHEDULER] = setInterval(run, HOUR_MS).unref();
  onShutdown(async () => clearInterval(holder[SCHEDULER]));
}
