import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import type { TrainerInput } from "./schema";
import { trainers } from "./tables";

/** A trainer as the edit dialog starts from it. */
export async function trainerToEdit(db: Database, id: number): Promise<TrainerInput | undefined> {
  const [row] = await db.select().from(trainers).where(eq(trainers.id, id));
  return (
    row && {
      name: row.name,
      email: row.email ?? "",
      kind: row.kind ?? "external",
      credentials: row.credentials ?? "",
    }
  );
}
