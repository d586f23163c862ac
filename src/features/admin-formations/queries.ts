import "server-only";
import { asc, count } from "drizzle-orm";
import type { Database } from "@/db/client";
import { events, formations } from "@/db/schema";
import type { ListParams } from "@/lib/list-params";
import { matchesSearch, readPage } from "@/server/list-query";
import type { EventChoice } from "./schema";

/** 'Gestion des formations': by title, searched in title, description and format. */
export async function listFormations(db: Database, { q, page }: ListParams) {
  const where = matchesSearch(q, [formations.title, formations.description, formations.format]);
  return readPage(
    page,
    (limit, offset) => db.select().from(formations).where(where).orderBy(asc(formations.title), asc(formations.id)).limit(limit).offset(offset),
    () => db.select({ value: count() }).from(formations).where(where),
  );
}

/** The dialog's 'Événement associé' options, by start date. */
export async function listEventChoices(db: Database): Promise<EventChoice[]> {
  return db.select({ id: events.id, nom: events.nom, start_date: events.start_date }).from(events).orderBy(asc(events.start_date), asc(events.id));
}
