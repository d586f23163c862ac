import "server-only";
import { asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "@/db/client";
import { events, formationResults, formations, users } from "@/db/schema";
import type { ListParams } from "@/lib/list-params";
import { matchesSearch, readPage } from "@/server/list-query";
import { formationValuesOf, type ContactChoice, type EventChoice, type FormationValues } from "./schema";

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

/** The published results of these formations, by formation, newest year first. */
export async function listResultsOf(db: Database, formationIds: number[]) {
  const rows =
    formationIds.length === 0
      ? []
      : await db
          .select()
          .from(formationResults)
          .where(inArray(formationResults.formation_id, formationIds))
          .orderBy(desc(formationResults.year));
  const byFormation = new Map<number, typeof rows>();
  for (const row of rows) byFormation.set(row.formation_id, [...(byFormation.get(row.formation_id) ?? []), row]);
  return byFormation;
}

/** The dialog's 'Contact' options: the team, by name. */
export async function listContactChoices(db: Database): Promise<ContactChoice[]> {
  return db
    .select({ id: users.id, name: users.name, last_name: users.last_name })
    .from(users)
    .where(eq(users.staff, true))
    .orderBy(asc(users.name), asc(users.last_name));
}

/** The dialog's values for one formation, its published results included. */
export async function formationToEdit(db: Database, id: number): Promise<FormationValues | undefined> {
  const [formation] = await db.select().from(formations).where(eq(formations.id, id));
  if (!formation) return undefined;
  const results = await listResultsOf(db, [id]);
  return formationValuesOf(formation, results.get(id) ?? []);
}
