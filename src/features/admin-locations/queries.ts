import "server-only";
import { asc, count } from "drizzle-orm";
import type { Database } from "@/db/client";
import { locations } from "@/db/schema";
import type { ListParams } from "@/lib/list-params";
import { matchesSearch, readPage } from "@/server/list-query";

/** 'Gestion des lieux': by country then city, searched in country, city and address. */
export async function listLocations(db: Database, { q, page }: ListParams) {
  const where = matchesSearch(q, [locations.country, locations.city, locations.address]);
  return readPage(
    page,
    (limit, offset) =>
      db.select().from(locations).where(where).orderBy(asc(locations.country), asc(locations.city), asc(locations.id)).limit(limit).offset(offset),
    () => db.select({ value: count() }).from(locations).where(where),
  );
}
