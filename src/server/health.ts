import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/server/database";
import { logger } from "./logger";
import { isShuttingDown } from "./shutdown";

export interface Health {
  status: "ok" | "unavailable";
  database: "ok" | "unreachable";
  /** True once the process is stopping: a load balancer should send traffic elsewhere. */
  stopping: boolean;
}

/** A load balancer's question "may I send requests here?", answered within `timeoutMs`. */
export async function checkHealth(timeoutMs = 2_000): Promise<Health> {
  const stopping = isShuttingDown();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`pas de réponse en ${timeoutMs} ms`)), timeoutMs);
  });
  const database = await Promise.race([getDb().then((db) => db.execute(sql`select 1`)), timeout])
    .then(() => "ok" as const)
    .catch((error: unknown) => {
      logger.warn({ error }, "Contrôle de santé : base de données injoignable");
      return "unreachable" as const;
    })
    .finally(() => clearTimeout(timer));
  return { status: database === "ok" && !stopping ? "ok" : "unavailable", database, stopping };
}
