import "server-only";
import type { Database } from "@/db/client";
import { getDb } from "@/server/database";
import { runAction } from "./action-result";
import type { ActionResult } from "@/lib/action-result";
import { gone, targetId } from "./admin-mutation";
import { requireAdmin } from "./auth/request-user";

/**
 * An administrator's read of one row for its edit dialog, made when the dialog opens: the form
 * starts from the row as saved now, and a management screen carries only what its cards show.
 * Refused to non-admins (401/403); `what` names the row when it is gone ('Cette formation').
 */
export async function adminRead<V extends object>(
  name: string,
  what: string,
  id: unknown,
  read: (db: Database, id: number) => Promise<V | undefined>,
): Promise<ActionResult<{ values: V }>> {
  return runAction(name, async () => {
    await requireAdmin();
    const values = await read(await getDb(), targetId(id));
    if (values === undefined) gone(what);
    return { ok: true, values };
  });
}
