import "server-only";
import { eq } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { trainers } from "./tables";

type TrainerRow = Omit<typeof trainers.$inferInsert, "id" | "created_at">;

/** « Nouveau formateur » or « Modifier »: the record as saved, or undefined when it is gone. */
export async function writeTrainer(tx: Transaction, id: number | null, values: TrainerRow) {
  const [saved] =
    id === null
      ? await tx.insert(trainers).values(values).returning()
      : await tx.update(trainers).set(values).where(eq(trainers.id, id)).returning();
  return saved;
}

/** Removes a record no session names (the sessions' key refuses the others); its name, if it was there. */
export async function removeTrainer(tx: Transaction, id: number): Promise<string | undefined> {
  const [deleted] = await tx.delete(trainers).where(eq(trainers.id, id)).returning();
  return deleted?.name;
}

/** Whether a trainer is an employee or not, as the BPF's list of what is missing asks; their name. */
export async function setTrainerKind(
  tx: Transaction,
  id: number,
  kind: NonNullable<TrainerRow["kind"]>,
): Promise<string | undefined> {
  const [saved] = await tx
    .update(trainers)
    .set({ kind })
    .where(eq(trainers.id, id))
    .returning({ name: trainers.name });
  return saved?.name;
}
