import "server-only";
import { asc, count, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import type { ListParams } from "@/lib/list-params";
import { matchesSearch, readPage } from "@/server/list-query";
import { withImageVersions } from "@/server/storage";
import { locationValuesOf, type LocationValues } from "./schema";
import { locations } from "./tables";

/** 'Gestion des lieux': by country then city, searched in country, city and address. */
export async function listLocations(db: Database, { q, page }: ListParams) {
  const where = matchesSearch(q, [locations.country, locations.city, locations.address]);
  const found = await readPage(
    page,
    (limit, offset) =>
      db
        .select()
        .from(locations)
        .where(where)
        .orderBy(asc(locations.country), asc(locations.city), asc(locations.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ value: count() }).from(locations).where(where),
  );
  return { ...found, rows: await withImageVersions("locations", found.rows) };
}

/** The dialog's values for one location. */
export async function locationToEdit(
  db: Database,
  id: number,
): Promise<LocationValues | undefined> {
  const [location] = await db.select().from(locations).where(eq(locations.id, id));
  return location && locationValuesOf(location);
}

export type LocationRow = Awaited<ReturnType<typeof listLocations>>["rows"][number];
