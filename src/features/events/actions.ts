"use server";

import { eq } from "drizzle-orm";
import { recordId } from "@/lib/validation";
import type { ActionResult } from "@/lib/action-result";
import { adminMutation, conflict, gone, targetId } from "@/server/admin-mutation";
import { adminRead } from "@/server/admin-read";
import { cacheTags } from "@/server/cache/tags";
import { refusedWhileReferenced } from "@/server/still-referenced";
import { eventToEdit } from "./admin-queries";
import { eventSchema, type EventValues } from "./schema";
import { locations } from "@/features/locations/tables";
import { events } from "./tables";

const tags = [cacheTags.events];

export async function saveEvent(id: number | null, values: EventValues): Promise<ActionResult> {
  return adminMutation(
    { name: "saveEvent", schema: eventSchema, tags },
    values,
    async (event, { tx, audit }) => {
      const target = id === null ? null : targetId(id);
      if (event.location !== null) {
        const [place] = await tx
          .select({ id: locations.id })
          .from(locations)
          .where(eq(locations.id, event.location));
        if (!place) conflict("location", "Ce lieu n'existe plus : rechargez la page.");
      }
      const columns = { ...event, description: event.description ?? null };
      if (target === null) {
        const [created] = await tx.insert(events).values(columns).returning({ id: events.id });
        await audit({
          action: "create",
          entity: "event",
          entityId: created!.id,
          summary: event.nom,
        });
      } else {
        const [updated] = await tx
          .update(events)
          .set(columns)
          .where(eq(events.id, target))
          .returning({ id: events.id });
        if (!updated) gone("Cet événement");
        await audit({ action: "update", entity: "event", entityId: target, summary: event.nom });
      }
      return { ok: true };
    },
  );
}

/** Refused while formations are tied to the event: they would silently become local ones. */
export async function deleteEvent(id: number): Promise<ActionResult> {
  return adminMutation(
    { name: "deleteEvent", schema: recordId, tags: [...tags, cacheTags.formations] },
    id,
    async (target, { tx, audit }) => {
      const [deleted] = await refusedWhileReferenced(
        "formations",
        "Une formation est rattachée à cet événement, ou plusieurs : rattachez-les d'abord à un autre événement ou à aucun.",
        () => tx.delete(events).where(eq(events.id, target)).returning({ nom: events.nom }),
      );
      if (!deleted) gone("Cet événement");
      await audit({ action: "delete", entity: "event", entityId: target, summary: deleted.nom });
      return { ok: true };
    },
  );
}

/** The event as saved now, for its edit dialog. */
export async function readEvent(id: number) {
  return adminRead("readEvent", "Cet événement", id, eventToEdit);
}
