import "server-only";
import { type Database } from "@/db/client";
import {
  type ListParams,
  offsetOf,
  PAGE_SIZE,
  type SearchParams,
  readListParams,
  readChoice,
} from "@/lib/list-params";
import { type ListView, listViews } from "@/config/list-views";
import { and, not, asc, count } from "drizzle-orm";
import { matchesSearch, readPage } from "@/server/list-query";
import { formations, publishedFormation } from "@/features/formations/tables";
import { qualiopiGaps, listEventChoices, listContactChoices } from "@/features/formations/public";
import { readOrDefault } from "@/server/read-or-default";
import { readProgressYears } from "@/features/assessment/public";

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
