import "server-only";
import { readProgressYears } from "@/features/assessment/public";
import { and, asc, count, desc, eq, inArray, isNotNull, not, or, sql } from "drizzle-orm";
import { listViews, type ListView } from "@/config/list-views";
import type { Database } from "@/db/client";
import {
  offsetOf,
  PAGE_SIZE,
  readChoice,
  readListParams,
  type ListParams,
  type SearchParams,
} from "@/lib/list-params";
import { qualiopiGaps } from "./qualiopi";
import { matchesSearch, readPage } from "@/server/list-query";
import { readOrDefault } from "@/server/read-or-default";
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
 * 'Gestion des formations': by title, searched in title, description and format; 'a-completer'
 * keeps those with Qualiopi gaps, 'brouillons' the unpublished ones.
 */
async function listFormations(
  db: Database,
  { q, page }: ListParams,
  view: ListView<"formations"> | null = null,
) {
  const where = and(
    matchesSearch(q, [formations.title, formations.description, formations.format]),
    view === "brouillons" ? not(publishedFormation) : undefined,
  );
  const byTitle = () =>
    db.select().from(formations).where(where).orderBy(asc(formations.title), asc(formations.id));
  if (view === "a-completer") {
    // The gaps are a rule of the code (qualiopi.ts), not a column: the matching formations are
    // filtered here, which a catalogue of tens of formations allows.
    const incomplete = (await byTitle()).filter((formation) => qualiopiGaps(formation).length > 0);
    return {
      rows: incomplete.slice(offsetOf(page), offsetOf(page) + PAGE_SIZE),
      total: incomplete.length,
      page,
    };
  }
  return readPage(
    page,
    (limit, offset) => byTitle().limit(limit).offset(offset),
    () => db.select({ value: count() }).from(formations).where(where),
  );
}

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
async function listEventChoices(db: Database): Promise<EventChoice[]> {
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

export type FormationRow = Awaited<ReturnType<typeof listFormations>>["rows"][number];

/** What the formations screen shows for its query string: a page of cards and the dialogs' choices. */
export async function loadFormationsScreen(db: Database, search: SearchParams) {
  const params = readListParams(search);
  const view = readChoice(search, "vue", listViews.formations.views);
  // The spec only logs a failure of the events lookup: the form then offers no event.
  const [{ rows, total }, eventChoices, contacts] = await Promise.all([
    listFormations(db, params, view),
    readOrDefault(() => listEventChoices(db), [], "événements du formulaire de formation"),
    readOrDefault(() => listContactChoices(db), [], "contacts du formulaire de formation"),
  ]);
  const progress = await readOrDefault(
    () =>
      readProgressYears(
        db,
        rows.map((row) => row.id),
      ),
    [],
    "progression des acquis",
  );
  return { params, view, rows, total, events: eventChoices, contacts, progress };
}
