"use server";

import { eq } from "drizzle-orm";
import type { ActionResult } from "@/lib/action-result";
import { recordId } from "@/lib/validation";
import { adminMutation, gone, targetId } from "@/server/admin-mutation";
import { adminRead } from "@/server/admin-read";
import { partnerToEdit } from "./admin-queries";
import { partnerSchema, type PartnerInput } from "./schema";
import { disabilityPartners } from "./tables";

/** Creates a partner body, or edits one; the journal names it. */
export async function savePartner(id: number | null, input: PartnerInput): Promise<ActionResult> {
  return adminMutation(
    { name: "savePartner", schema: partnerSchema },
    input,
    async (values, { tx, audit }) => {
      const columns = {
        name: values.name,
        role: values.role ?? null,
        contact: values.contact ?? null,
        website: values.website ?? null,
      };
      const target = id === null ? null : targetId(id);
      const [saved] =
        target === null
          ? await tx
              .insert(disabilityPartners)
              .values(columns)
              .returning({ id: disabilityPartners.id })
          : await tx
              .update(disabilityPartners)
              .set(columns)
              .where(eq(disabilityPartners.id, target))
              .returning({ id: disabilityPartners.id });
      if (!saved) gone("Ce partenaire");
      await audit({
        action: target === null ? "create" : "update",
        entity: "disability_partner",
        entityId: saved.id,
        summary: values.name,
      });
      return { ok: true };
    },
  );
}

/** Removes a partner body from the list; the journal keeps its name. */
export async function deletePartner(id: number): Promise<ActionResult> {
  return adminMutation(
    { name: "deletePartner", schema: recordId },
    id,
    async (target, { tx, audit }) => {
      const [deleted] = await tx
        .delete(disabilityPartners)
        .where(eq(disabilityPartners.id, target))
        .returning();
      if (!deleted) gone("Ce partenaire");
      await audit({
        action: "delete",
        entity: "disability_partner",
        entityId: target,
        summary: deleted.name,
      });
      return { ok: true };
    },
  );
}

/** The partner as saved now, for its edit dialog. */
export async function readPartner(id: number) {
  return adminRead("readPartner", "Ce partenaire", id, partnerToEdit);
}
