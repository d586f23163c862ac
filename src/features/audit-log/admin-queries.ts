import "server-only";
import { count, desc } from "drizzle-orm";
import type { Database } from "@/db/client";
import type { ListParams } from "@/lib/list-params";
import { matchesSearch, readPage } from "@/server/list-query";
import { auditLog } from "@/server/tables";

/** The journal, newest first, searched by author and description. */
export async function listAuditEntries(db: Database, { q, page }: ListParams) {
  const where = matchesSearch(q, [auditLog.actor_name, auditLog.summary]);
  return readPage(
    page,
    (limit, offset) =>
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.created_at), desc(auditLog.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ value: count() }).from(auditLog).where(where),
  );
}
