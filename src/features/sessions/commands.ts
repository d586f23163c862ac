import "server-only";
import { and, eq, gte } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { trainingSessions } from "./tables";

/*
 * The changes of a session's own row, each named for what it does: the only writes to the
 * sessions' table (decision 082). What they set off (mails to the trainees, documents to issue
 * again, the waiting list) is the caller's, who knows why the session changed.
 */

type SessionRow = typeof trainingSessions.$inferInsert;

/** « Nouvelle session »: its id. */
export async function createSession(tx: Transaction, values: SessionRow): Promise<number> {
  const [created] = await tx
    .insert(trainingSessions)
    .values(values)
    .returning({ id: trainingSessions.id });
  return created!.id;
}

/** « Modifier »: the session's dates, place, seats and trainer as staff saved them. */
export async function rewriteSession(
  tx: Transaction,
  id: number,
  values: Partial<SessionRow>,
): Promise<void> {
  await tx.update(trainingSessions).set(values).where(eq(trainingSessions.id, id));
}

/** « Annuler la session »: it stays, cancelled, for its records. */
export async function markSessionCancelled(tx: Transaction, id: number): Promise<void> {
  await tx.update(trainingSessions).set({ status: "cancelled" }).where(eq(trainingSessions.id, id));
}

/** « Dupliquer »: the same session, planned and unpublished, none of its certificates issued. */
export async function copySession(tx: Transaction, id: number): Promise<number> {
  const [source] = await tx.select().from(trainingSessions).where(eq(trainingSessions.id, id));
  const { id: _id, created_at: _created, certificates_issued_at: _issued, ...copy } = source!;
  return createSession(tx, { ...copy, status: "planned", published: false });
}

/** Whether every certificate the session's trainees are due went out (null: not yet). */
export async function recordCertificatesIssued(
  tx: Transaction,
  id: number,
  at: Date | null,
): Promise<void> {
  await tx
    .update(trainingSessions)
    .set({ certificates_issued_at: at })
    .where(eq(trainingSessions.id, id));
}

/** What the session's trainer cost, in cents (frame D of the BPF); whether the session exists. */
export async function recordTrainerCost(
  tx: Transaction,
  id: number,
  cents: number,
): Promise<boolean> {
  const saved = await tx
    .update(trainingSessions)
    .set({ trainer_cost: cents })
    .where(eq(trainingSessions.id, id))
    .returning({ id: trainingSessions.id });
  return saved.length > 0;
}

/**
 * A trainer's record as saved, copied on the sessions naming it that have not ended: their
 * documents to come print it; those of ended sessions keep what they printed. The sessions'
 * ids.
 */
export async function copyTrainerToSessions(
  tx: Transaction,
  trainer: { id: number; name: string; email: string | null; credentials: string | null },
  today: string,
): Promise<number[]> {
  const copied = await tx
    .update(trainingSessions)
    .set({
      trainer: trainer.name,
      trainer_email: trainer.email,
      trainer_credentials: trainer.credentials,
    })
    .where(and(eq(trainingSessions.trainer_id, trainer.id), gte(trainingSessions.end_date, today)))
    .returning({ id: trainingSessions.id });
  return copied.map((session) => session.id);
}
