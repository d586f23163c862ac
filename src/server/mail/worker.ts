import "server-only";
import type { Database } from "@/db/client";
import { logger } from "@/server/logger";
import { claimDueMails, markFailed, markSent } from "./outbox";
import type { MailTransport } from "./transport";

const BATCH_SIZE = 20;

/**
 * Delivers every due mail once; returns how many were sent. Once `stopping` says so, no further
 * batch is claimed: the batch in hand is finished, the rest is left to another process or to
 * the next start.
 */
export async function deliverDueMails(
  db: Database,
  transport: MailTransport,
  from: string,
  stopping: () => boolean = () => false,
): Promise<number> {
  let sent = 0;
  for (
    let batch = await claimDueMails(db, BATCH_SIZE);
    batch.length > 0;
    batch = stopping() ? [] : await claimDueMails(db, BATCH_SIZE)
  ) {
    // The batch goes out in parallel over the transport's pooled connections.
    const outcomes = await Promise.all(
      batch.map(async (mail) => {
        try {
          await transport.send({
            from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            ...(mail.html ? { html: mail.html } : {}),
            attachments: mail.attachments,
          });
          await markSent(db, mail);
          return 1;
        } catch (error) {
          logger.warn(
            { error, mailId: mail.id, attempts: mail.attempts },
            "Envoi d'e-mail en échec, nouvel essai plus tard",
          );
          await markFailed(db, mail, error);
          return 0;
        }
      }),
    );
    sent += outcomes.reduce<number>((total, outcome) => total + outcome, 0);
  }
  return sent;
}

export interface OutboxWorker {
  /** Delivers now rather than at the next tick (after a mutation queued mail). */
  wake(): void;
  stop(): Promise<void>;
}

/** Polls the outbox every `intervalMs`, and at once when woken. */
export function startOutboxWorker(options: {
  db: () => Promise<Database>;
  transport: MailTransport;
  from: string;
  intervalMs?: number;
}): OutboxWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await deliverDueMails(await options.db(), options.transport, options.from, () => stopped);
        } catch (error) {
          logger.error({ error }, "Boîte d'envoi : lecture impossible");
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  };

  const timer = setInterval(run, options.intervalMs ?? 5_000);
  timer.unref();
  run();
  return {
    wake: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
