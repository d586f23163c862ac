import "server-only";
import { siteConfig } from "@/config/site";
import type { ActionResult } from "@/lib/action-result";
import { getDb } from "@/server/database";
import { onShutdown } from "@/server/shutdown";
import { createTransport } from "./transport";
import { startOutboxWorker, type OutboxWorker } from "./worker";

const WORKER = Symbol.for("formations-site.outbox-worker");
const registry = globalThis as typeof globalThis & { [WORKER]?: OutboxWorker };

/** Starts this process's outbox worker (once, at server start); it stops at shutdown. */
export function startMailer(): void {
  if (registry[WORKER]) return;
  const worker = startOutboxWorker({
    db: getDb,
    transport: createTransport(siteConfig.mail.smtpUrl),
    from: siteConfig.mail.from,
  });
  registry[WORKER] = worker;
  onShutdown(() => worker.stop());
}

/** Asks the worker to deliver now: a mutation has just queued mail. */
export function wakeMailer(): void {
  registry[WORKER]?.wake();
}

/** After a mutation that put mails in the outbox: the mailer sends them now, not at its next round. */
export function mailed(result: ActionResult): ActionResult {
  if (result.ok) wakeMailer();
  return result;
}
