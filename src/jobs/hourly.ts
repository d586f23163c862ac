import "server-only";
import { currentTime } from "@/server/clock";
import { logger } from "@/server/logger";
import { wakeMailer } from "@/server/mail/mailer";
import { onShutdown } from "@/server/shutdown";

const HOUR_MS = 3_600_000;
const SCHEDULER = Symbol.for("formations-site.hourly-jobs");
const holder = globalThis as typeof globalThis & { [SCHEDULER]?: NodeJS.Timeout };

/** Work the server does on its own every hour: queue the mails that fell due. */
export interface HourlyJob {
  /** Queues what is due at `now`; returns how many mails it queued. */
  run(now: Date): Promise<number>;
  /** What the log says once it queued some ('Rappels de session envoyés'), or when it failed. */
  done: string;
  failed: string;
}

/**
 * Runs the jobs one after the other at start, then every hour, in this server process. Several
 * processes may run them: each job queues each mail once (its own rows say what was sent).
 * Stops at shutdown.
 */
export function startHourlyJobs(jobs: readonly HourlyJob[]): void {
  if (holder[SCHEDULER]) return;
  const run = async () => {
    for (const job of jobs) {
      try {
        const queued = await job.run(currentTime());
        if (queued === 0) continue;
        logger.info({ queued }, job.done);
        wakeMailer();
      } catch (error) {
        logger.error({ error }, job.failed);
      }
    }
  };
  void run();
  holder[SCHEDULER] = setInterval(run, HOUR_MS).unref();
  onShutdown(async () => clearInterval(holder[SCHEDULER]));
}
