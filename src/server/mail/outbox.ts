import "server-only";
import { and, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { withoutLinkTokens } from "@/lib/link-tokens";
import type { MailMessage } from "./message";
import { renderMail } from "./render";
import { outbox } from "./tables";

/** Anything that can insert: the database or a transaction, so that mail and data commit together. */
type Writer = Pick<Database, "insert">;

/**
 * Renders mails and queues them in the caller's transaction; the worker delivers them once it has
 * committed. What is stored is what goes out, whatever later becomes of the templates.
 */
export async function enqueueMails(writer: Writer, messages: MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await enqueueRenderedMails(writer, await Promise.all(messages.map(renderMail)));
}

/** Queues mails already rendered (renderMail), for a caller that renders before it knows whether to send. */
export async function enqueueRenderedMails(
  writer: Writer,
  mails: Awaited<ReturnType<typeof renderMail>>[],
): Promise<void> {
  if (mails.length === 0) return;
  // Due from the app's clock, which the worker compares with: the database's now() has
  // microseconds, and a mail queued in the worker's own millisecond would wait a round.
  const now = new Date();
  await writer.insert(outbox).values(mails.map((mail) => ({ ...mail, next_attempt_at: now })));
}

export const MAX_ATTEMPTS = 10;
/** A mail left 'sending' this long belongs to a process that died: it is taken again. */
const STALE_SENDING_MS = 5 * 60_000;

/** Delay before the next attempt after `attempts` failures: 30 s, 1 min, 2 min... at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);
}

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Takes up to `limit` due mails for this process. `FOR UPDATE SKIP LOCKED` lets several app
 * processes share one outbox without ever taking the same mail twice.
 */
export async function claimDueMails(
  db: Database,
  limit: number,
  now = new Date(),
): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        or(
          and(eq(outbox.status, "pending"), lte(outbox.next_attempt_at, now)),
          and(
            eq(outbox.status, "sending"),
            lt(outbox.next_attempt_at, new Date(now.getTime() - STALE_SENDING_MS)),
          ),
        ),
      )
      .orderBy(outbox.next_attempt_at, outbox.id)
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({ status: "sending", attempts: sql`${outbox.attempts} + 1`, next_attempt_at: now })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/**
 * Marks a mail sent, and keeps of it no usable link: the secret of an invitation, a sign-in, a
 * reset, a survey or a confirmation leaves with the mail, and a leaked table opens nothing.
 */
export async function markSent(
  db: Database,
  mail: Pick<OutboxRow, "id" | "text" | "html">,
  now = new Date(),
): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: "sent",
      sent_at: now,
      last_error: null,
      text: withoutLinkTokens(mail.text),
      html: mail.html === null ? null : withoutLinkTokens(mail.html),
    })
    .where(eq(outbox.id, mail.id));
}

/** Puts a mail back in the queue with a growing delay, or gives up after MAX_ATTEMPTS. */
export async function markFailed(
  db: Database,
  mail: OutboxRow,
  error: unknown,
  now = new Date(),
): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const givenUp = mail.attempts >= MAX_ATTEMPTS;
  await db
    .update(outbox)
    .set({
      status: givenUp ? "failed" : "pending",
      last_error: message.slice(0, 1000),
      next_attempt_at: new Date(now.getTime() + retryDelayMs(mail.attempts)),
    })
    .where(eq(outbox.id, mail.id));
}
