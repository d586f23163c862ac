"use server";

import { eq } from "drizzle-orm";
import type { ActionResult } from "@/lib/action-result";
import { recordId } from "@/lib/validation";
import { adminMutation, gone, targetId } from "@/server/admin-mutation";
import { adminRead } from "@/server/admin-read";
import { funderContacts } from "./tables";
import { funderSchema, type FunderInput } from "./schema";
import { funderToEdit } from "./admin-queries";

/**
 * Adds a funder, whose contact the next hourly run asks for its opinion of the year, or edits
 * one (this year's survey, already sent, is not sent again); the journal names it.
 */
export async function saveFunder(id: number | null, input: FunderInput): Promise<ActionResult> {
  return adminMutation(
    { name: "saveFunder", schema: funderSchema },
    input,
    async (values, { tx, audit }) => {
      const columns = {
        name: values.name,
        contact_name: values.contact_name ?? null,
        email: values.email,
      };
      const target = id === null ? null : targetId(id);
      const [saved] =
        target === null
          ? await tx.insert(funderContacts).values(columns).returning({ id: funderContacts.id })
          : await tx
              .update(funderContacts)
              .set(columns)
              .where(eq(funderContacts.id, target))
              .returning({ id: funderContacts.id });
      if (!saved) gone("Ce financeur");
      await audit({
        action: target === null ? "create" : "update",
        entity: "funder_contact",
        entityId: saved.id,
        summary: values.name,
      });
      return { ok: true };
    },
  );
}

/** Takes a funder off the list; its answers stay, and the journal keeps its name. */
export async function deleteFunder(id: number): Promise<ActionResult> {
  return adminMutation(
    { name: "deleteFunder", schema: recordId },
    id,
    async (target, { tx, audit }) => {
      const [deleted] = await tx
        .delete(funderContacts)
        .where(eq(funderContacts.id, target))
        .returning();
      if (!deleted) gone("Ce financeur");
      await audit({
        action: "delete",
        entity: "funder_contact",
        entityId: target,
        summary: deleted.name,
      });
      return { ok: true };
    },
  );
}

/** The funder as saved now, for its edit dialog. */
export async function readFunder(id: number) {
  return adminRead("readFunder", "Ce financeur", id, funderToEdit);
}
