import "server-only";
import type { z } from "@/lib/zod";
import type { Database, Transaction } from "@/db/client";
import { getDb } from "@/server/database";
import { holdsNul, NUL_REFUSED, recordId } from "@/lib/validation";
import { ActionRefused, runAction } from "./action-result";
import { invalidInput, type ActionResult } from "@/lib/action-result";
import { recordAudit, type AuditEntry } from "./audit";
import type { CurrentUser, UserProfile } from "./auth/current-user";
import { requireAdmin } from "./auth/request-user";
import { revalidateTags } from "./cache/revalidate";
import type { CacheTag } from "./cache/tags";

export interface MutationContext {
  tx: Transaction;
  /** Who is asking: an administrator. */
  admin: CurrentUser & { profile: UserProfile };
  /** Adds the journal line of this mutation; it commits or rolls back with the data. */
  audit: (entry: AuditEntry) => Promise<void>;
}

export interface MutationOptions<S extends z.ZodType> {
  /** The action's name, for the log of an unexpected failure. */
  name: string;
  /** The form's own schema, which the input must pass. */
  schema: S;
  /** The cached public pages the write changes; none for the dashboard's own data. */
  tags?: readonly CacheTag[];
}

/**
 * Every administrator's mutation, in one shape: refuse non-admins (401/403), validate the input
 * with the form's own schema, write and journal in one transaction, then expire the cached public
 * pages of the tables written. `body` refuses with `ActionRefused` (its writes roll back).
 */
export async function adminMutation<S extends z.ZodType, T extends object = object>(
  options: MutationOptions<S>,
  input: unknown,
  body: (values: z.output<S>, context: MutationContext) => Promise<ActionResult<NoInfer<T>>>,
): Promise<ActionResult<T>> {
  return adminAction<S, T>(options, input, async (values, { db, admin }) =>
    db.transaction((tx) =>
      body(values, { tx, admin, audit: (entry) => recordAudit(tx, admin.profile, entry) }),
    ),
  );
}

export interface ActionContext {
  db: Database;
  admin: MutationContext["admin"];
}

/**
 * The same pipeline for an administrator's action whose work cannot share one transaction (an
 * e-mail sent through the sign-in library, which writes on its own): authorised, validated,
 * refused in French, cache expired on success; `body` journals with `recordAudit` itself.
 */
export async function adminAction<S extends z.ZodType, T extends object = object>(
  { name, schema, tags = [] }: MutationOptions<S>,
  input: unknown,
  body: (values: z.output<S>, context: ActionContext) => Promise<ActionResult<NoInfer<T>>>,
): Promise<ActionResult<T>> {
  return askedBy<ActionContext["admin"], S, T>(
    requireAdmin,
    { name, schema },
    input,
    async (values, admin) => {
      const result = await body(values, { db: await getDb(), admin });
      if (result.ok) revalidateTags(tags);
      return result;
    },
  );
}

/**
 * The start every staff wrapper shares (this file's, and member-action.ts's): who asks, checked
 * by `who` (which throws a 401 or a 403), then the input against the form's own schema, refused
 * in French; anything unexpected logged under the action's name and answered generically.
 */
export function askedBy<U, S extends z.ZodType, T extends object>(
  who: () => Promise<U>,
  { name, schema }: Pick<MutationOptions<S>, "name" | "schema">,
  input: unknown,
  body: (values: z.output<S>, user: U) => Promise<ActionResult<NoInfer<T>>>,
): Promise<ActionResult<T>> {
  return runAction<T>(name, async () => {
    const user = await who();
    const parsed = schema.safeParse(input);
    if (!parsed.success) return invalidInput(parsed.error.issues);
    if (holdsNul(parsed.data)) return { ok: false, status: 400, error: NUL_REFUSED };
    return body(parsed.data, user);
  });
}

/** The id of the row a mutation targets, refused in French when it is not one. */
export function targetId(id: unknown): number {
  const parsed = recordId.safeParse(id);
  if (!parsed.success)
    throw new ActionRefused({ ok: false, status: 400, error: "Élément inconnu." });
  return parsed.data;
}

/** The row was deleted meanwhile (by another admin, in another tab). */
export function gone(what: string): never {
  throw new ActionRefused({
    ok: false,
    status: 404,
    error: `${what} n'existe plus : rechargez la page.`,
  });
}

/** What the page showed changed meanwhile (another admin, another tab): `what` says how. */
export function stale(what: string): never {
  throw new ActionRefused({ ok: false, status: 409, error: `${what} : rechargez la page.` });
}

/** A refusal the person can fix, tied to a field. */
export function conflict(field: string, message: string): never {
  throw new ActionRefused({
    ok: false,
    status: 409,
    error: message,
    fieldErrors: { [field]: message },
  });
}
