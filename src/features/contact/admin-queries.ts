import "server-only";
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "@/db/client";
import { cursorAt, matchesSearch, newestFirstPages, readPage } from "@/server/list-query";
import { sameAddress } from "@/server/same-address";
import type { SearchParams } from "@/lib/list-params";
import { readInboxFilters } from "./statuses";
import { formations } from "@/features/formations/tables";
import { locations } from "@/features/locations/tables";
import { users, activeStaff } from "@/server/auth/tables";
import { auditLog } from "@/server/tables";
import { contactRequests, requestNotes } from "./tables";

/** The requests inbox (admins): newest first, by status and formation, searched by sender. */
type InboxFilters = ReturnType<typeof readInboxFilters>;

const assignee = alias(users, "assignee");

const requestColumns = {
  id: contactRequests.id,
  name: contactRequests.name,
  email: contactRequests.email,
  phone: contactRequests.phone,
  company: contactRequests.company,
  message: contactRequests.message,
  is_psh: contactRequests.is_psh,
  psh_details: contactRequests.psh_details,
  participants: contactRequests.participants,
  desired_period: contactRequests.desired_period,
  funding: contactRequests.funding,
  status: contactRequests.status,
  spam: contactRequests.spam,
  assignee_id: contactRequests.assignee_id,
  assignee_name: assignee.name,
  assignee_last_name: assignee.last_name,
  created_at: contactRequests.created_at,
  formation_id: contactRequests.desired_formation_id,
  needs: contactRequests.needs,
  formation_title: formations.title,
  formation_slug: formations.slug,
  location_country: locations.country,
  location_city: locations.city,
};

function conditions({ status, formationId, q }: Omit<InboxFilters, "page">): SQL | undefined {
  return and(
    // A spam is seen only when asked for: it feeds no other view, figure or export.
    eq(contactRequests.spam, status === "spam"),
    status && status !== "spam" ? eq(contactRequests.status, status) : undefined,
    formationId ? eq(contactRequests.desired_formation_id, formationId) : undefined,
    matchesSearch(q, [contactRequests.name, contactRequests.company, contactRequests.email]),
  );
}

/** A query of requests with what their columns name: formation, location and assignee. */
function joinRequestDetails<T extends PgSelect>(query: T) {
  return query
    .leftJoin(formations, eq(formations.id, contactRequests.desired_formation_id))
    .leftJoin(locations, eq(locations.id, contactRequests.desired_location_id))
    .leftJoin(assignee, eq(assignee.id, contactRequests.assignee_id));
}

function selectRequests(db: Database) {
  return joinRequestDetails(db.select(requestColumns).from(contactRequests).$dynamic());
}

async function listRequests(db: Database, filters: InboxFilters) {
  const where = conditions(filters);
  return readPage(
    filters.page,
    (limit, offset) =>
      selectRequests(db)
        .where(where)
        .orderBy(desc(contactRequests.created_at), desc(contactRequests.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ value: count() }).from(contactRequests).where(where),
  );
}

export type InboxRequest = Awaited<ReturnType<typeof listRequests>>["rows"][number];

export async function readRequest(db: Database, id: number): Promise<InboxRequest | null> {
  const [row] = await selectRequests(db).where(eq(contactRequests.id, id));
  return row ?? null;
}

/** Every request sent from `email` (in any case), newest first: what a requester's export holds. */
export async function requestsFrom(db: Database, email: string) {
  return selectRequests(db)
    .where(sameAddress(contactRequests.email, email))
    .orderBy(desc(contactRequests.created_at), desc(contactRequests.id));
}

/** Every request matching the filters, newest first, a page at a time: the CSV export. */
export function allRequests(db: Database, filters: Omit<InboxFilters, "page">) {
  const where = conditions(filters);
  return newestFirstPages(contactRequests.created_at, contactRequests.id, (after) =>
    joinRequestDetails(
      db
        .select({ ...requestColumns, cursor_at: cursorAt(contactRequests.created_at) })
        .from(contactRequests)
        .$dynamic(),
    ).where(and(where, after)),
  );
}

/** The figure on the admin home. */
export async function countNewRequests(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(contactRequests)
    .where(and(eq(contactRequests.status, "new"), eq(contactRequests.spam, false)));
  return row?.value ?? 0;
}

/** The formations requests were about, for the filter's options. */
async function requestFormationOptions(db: Database) {
  return db
    .selectDistinct({ id: formations.id, title: formations.title })
    .from(contactRequests)
    .innerJoin(formations, eq(formations.id, contactRequests.desired_formation_id))
    .orderBy(formations.title);
}

/** A request's internal notes, oldest first. */
export async function requestNotesOf(db: Database, id: number) {
  return db
    .select({
      id: requestNotes.id,
      author_name: requestNotes.author_name,
      text: requestNotes.text,
      created_at: requestNotes.created_at,
    })
    .from(requestNotes)
    .where(eq(requestNotes.request_id, id))
    .orderBy(asc(requestNotes.created_at), asc(requestNotes.id));
}

/** What was done on a request, by whom and when, oldest first: its lines of the journal. */
export async function requestHistory(db: Database, id: number) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actor_name: auditLog.actor_name,
      summary: auditLog.summary,
      created_at: auditLog.created_at,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entity, "contact_request"), eq(auditLog.entity_id, id)))
    .orderBy(asc(auditLog.created_at), asc(auditLog.id));
}

/** The staff a request can be given to: those who can sign in, by name. */
export async function assigneeChoices(
  db: Database,
  request: Pick<InboxRequest, "assignee_id" | "assignee_name" | "assignee_last_name">,
): Promise<[string, string][]> {
  const staff = await db
    .select({ id: users.id, name: users.name, last_name: users.last_name })
    .from(users)
    .where(activeStaff)
    .orderBy(asc(users.name), asc(users.last_name));
  const choices: [string, string][] = [
    ["none", "Personne"],
    ...staff.map((member): [string, string] => [
      String(member.id),
      `${member.name} ${member.last_name}`.trim(),
    ]),
  ];
  // One who has left the staff stays shown until someone else is chosen.
  if (request.assignee_id !== null && !staff.some((member) => member.id === request.assignee_id)) {
    choices.push([
      String(request.assignee_id),
      `${request.assignee_name ?? ""} ${request.assignee_last_name ?? ""}`.trim() ||
        "Ancien membre",
    ]);
  }
  return choices;
}

/** What the requests screen shows for its query string: its filters, a page of requests and the formations to filter by. */
export async function loadRequestsScreen(db: Database, search: SearchParams) {
  const filters = readInboxFilters(search);
  const [{ rows, total }, formationOptions] = await Promise.all([
    listRequests(db, filters),
    requestFormationOptions(db),
  ]);
  return { filters, rows, total, formationOptions };
}
