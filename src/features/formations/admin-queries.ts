import "server-only";
import { asc, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { qualiopiGaps } from "./qualiopi";
import {
  formationValuesOf,
  type ContactChoice,
  type EventChoice,
  type FormationValues,
} from "./schema";
import { formationResults, formations, publishedFormation } from "./tables";
import { events } from "@/features/events/tables";
import { users, teamMember } from "@/server/auth/tables";

/**
 * How many formations an auditor would flag (Qualiopi indicator 1): every one for the admin
 * home's figure, the published ones alone for the Qualiopi page.
 */
export async function countIncompleteFormations(
  db: Database,
  { publishedOnly = false } = {},
): Promise<number> {
  const rows = await db
    .select({
      objectives: formations.objectives,
      duration: formations.duration,
      price_no_tax: formations.price_no_tax,
      access_modalities: formations.access_modalities,
      access_time: formations.access_time,
      methods_used: formations.methods_used,
      assessment_methods: formations.assessment_methods,
      contact_user_id: formations.contact_user_id,
      certification: formations.certification,
      certification_name: formations.certification_name,
      certification_code: formations.certification_code,
      certifier: formations.certifier,
      certification_registered_on: formations.certification_registered_on,
    })
    .from(formations)
    .where(publishedOnly ? publishedFormation : undefined);
  return rows.filter((formation) => qualiopiGaps(formation).length > 0).length;
}

/** The dialog's 'Événement associé' options, by start date. */
export async function listEventChoices(db: Database): Promise<EventChoice[]> {
  return db
    .select({ id: events.id, nom: events.nom, start_date: events.start_date })
    .from(events)
    .orderBy(asc(events.start_date), asc(events.id));
}

/** The published results of these formations, by formation, newest year first. */
async function listResultsOf(db: Database, formationIds: number[]) {
  const rows =
    formationIds.length === 0
      ? []
      : await db
          .select()
          .from(formationResults)
          .where(inArray(formationResults.formation_id, formationIds))
          .orderBy(desc(formationResults.year));
  const byFormation = new Map<number, typeof rows>();
  for (const row of rows)
    byFormation.set(row.formation_id, [...(byFormation.get(row.formation_id) ?? []), row]);
  return byFormation;
}

/**
 * The dialog's 'Contact de la formation' options, by name: the team members shown on the site,
 * and whoever is some formation's contact without being one (until staff choose another).
 */
export async function listContactChoices(db: Database): Promise<ContactChoice[]> {
  const currentContacts = db
    .selectDistinct({ id: formations.contact_user_id })
    .from(formations)
    .where(isNotNull(formations.contact_user_id));
  return db
    .select({
      id: users.id,
      name: users.name,
      last_name: users.last_name,
      email: users.email,
      outsideTeam: sql<boolean>`NOT coalesce(${teamMember}, false)`,
    })
    .from(users)
    .where(or(teamMember, inArray(users.id, currentContacts)))
    .orderBy(asc(users.name), asc(users.last_name), asc(users.id));
}

/** The dialog's values for one formation, its published results included. */
export async function formationToEdit(
  db: Database,
  id: number,
): Promise<FormationValues | undefined> {
  const [formation] = await db.select().from(formations).where(eq(formations.id, id));
  if (!formation) return undefined;
  const results = await listResultsOf(db, [id]);
  return formationValuesOf(formation, results.get(id) ?? []);
}
