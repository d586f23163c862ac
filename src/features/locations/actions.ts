"use server";

import { eq } from "drizzle-orm";
import { recordId } from "@/lib/validation";
import type { ActionResult } from "@/lib/action-result";
import { adminMutation, gone, targetId } from "@/server/admin-mutation";
import { adminRead } from "@/server/admin-read";
import { cacheTags } from "@/server/cache/tags";
import { locationToEdit } from "./admin-queries";
import { locationColumns, locationSchema, type LocationValues } from "./schema";
import { locations } from "./tables";

// Every public read showing a place (destinations, events, formations) is tagged `locations`.
const tags = [cacheTags.locations];
const summaryOf = (location: { country: string; city: string | null | undefined }) =>
  location.city ? `${location.city}, ${location.country}` : location.country;

export async function saveLocation(
  id: number | null,
  values: LocationValues,
): Promise<ActionResult> {
  return adminMutation(
    { name: "saveLocation", schema: locationSchema, tags },
    values,
    async (location, { tx, audit }) => {
      const target = id === null ? null : targetId(id);
      const columns = locationColumns(location);
      if (target === null) {
        const [created] = await tx
          .insert(locations)
          .values(columns)
          .returning({ id: locations.id });
        await audit({
          action: "create",
          entity: "location",
          entityId: created!.id,
          summary: summaryOf(columns),
        });
      } else {
        const [updated] = await tx
          .update(locations)
          .set(columns)
          .where(eq(locations.id, target))
          .returning({ id: locations.id });
        if (!updated) gone("Ce lieu");
        await audit({
          action: "update",
          entity: "location",
          entityId: target,
          summary: summaryOf(columns),
        });
      }
      return { ok: true };
    },
  );
}

/** Its events keep their dates with 'Non spécifié' as place; requests keep their text. */
export async function deleteLocation(id: number): Promise<ActionResult> {
  return adminMutation(
    { name: "deleteLocation", schema: recordId, tags: [...tags, cacheTags.events] },
    id,
    async (target, { tx, audit }) => {
      const [deleted] = await tx.delete(locations).where(eq(locations.id, target)).returning();
      if (!deleted) gone("Ce lieu");
      await audit({
        action: "delete",
        entity: "location",
        entityId: target,
        summary: summaryOf(deleted),
      });
      return { ok: true };
    },
  );
}

/** The location as saved now, for its edit dialog. */
export async function readLocation(id: number) {
  return adminRead("readLocation", "Ce lieu", id, locationToEdit);
}
