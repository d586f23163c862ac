import {
  pgTable,
  serial,
  integer,
  text,
  boolean,
  type AnyPgColumn,
  timestamp,
  numeric,
  check,
  index,
  smallint,
  primaryKey,
} from "drizzle-orm/pg-core";
import { trainingSessions } from "@/features/sessions/tables";
import { fundingSources } from "@/config/funding";
import { traineeStatuses } from "@/lib/bpf";
import { registrationStatuses, MAX_CANCEL_REASON, type RegistrationStatus } from "./constants";
import { createdAt, updatedAt } from "@/db/columns";
import { sql, inArray } from "drizzle-orm";
import { outerColumn } from "@/db/outer-column";

/** One trainee's registration to a session, with who pays and what the provider must adapt. */
export const registrations = pgTable(
  "registrations",
  {
    id: serial("id").primaryKey(),
    session_id: integer("session_id")
      .notNull()
      .references(() => trainingSessions.id, { onDelete: "restrict" }),
    // The participant as a person reads it ('Marc Petit'), in mails and on the dashboard.
    trainee_name: text("trainee_name").notNull(),
    // The same, split as the form asks it, for 'PETIT Marc' and the order by last name on
    // sheets, exports and certificates. Both empty only on a registration made before the form
    // asked them apart whose name migration 0021 could not split with certainty.
    last_name: text("last_name"),
    first_name: text("first_name"),
    email: text("email").notNull(),
    phone: text("phone"),
    // Absent for someone who pays for their own training.
    company: text("company"),
    payer: text("payer", { enum: fundingSources }).notNull(),
    // The funder's own number for this trainee's file (an OPCO's « n° de dossier », a CPF
    // order's), which staff enter and the attendance sheet prints beside the company.
    funder_file_number: text("funder_file_number"),
    // The company a convention binds, as staff enter it (docs/decisions/078, point 3): its SIRET
    // and address beside its legal name (\`company\`), and the person who accepts the convention
    // in its name, who is not always the trainee. Null until staff enter them, and for a person
    // paying for themself.
    company_siret: text("company_siret"),
    company_address: text("company_address"),
    signatory_name: text("signatory_name"),
    signatory_position: text("signatory_position"),
    signatory_email: text("signatory_email"),
    is_psh: boolean("is_psh").notNull().default(false),
    psh_details: text("psh_details"),
    status: text("status", { enum: registrationStatuses }).notNull().default("pending"),
    // A colleague registered with someone points to the registrant's row: they are confirmed
    // together, by the registrant's link
    // (docs/decisions/061-registrations-strangers-cannot-abuse.md).
    registrant_id: integer("registrant_id").references((): AnyPgColumn => registrations.id, {
      onDelete: "cascade",
    }),
    // SHA-256 of the link mailed to a visitor who registered (the registrant's row only); the
    // token itself is never stored. Staff registrations have none.
    confirmation_token_hash: text("confirmation_token_hash").unique(),
    // When the registrant opened their link and confirmed: from then on the group holds seats.
    confirmed_at: timestamp("confirmed_at", { withTimezone: true }),
    // When the convocation went to the outbox: each trainee gets it once.
    convoked_at: timestamp("convoked_at", { withTimezone: true }),
    // When the registration was cancelled, and the trainee's reason when they cancelled it
    // themselves on their page (staff cancellations have none).
    cancelled_at: timestamp("cancelled_at", { withTimezone: true }),
    cancel_reason: text("cancel_reason"),
    // The trainee's request, from their page, to move to another session of the formation; staff
    // accept it on the session page.
    move_request_session_id: integer("move_request_session_id").references(
      (): AnyPgColumn => trainingSessions.id,
      { onDelete: "set null" },
    ),
    // The price excluding tax agreed for this place when it is not its session's: staff kept
    // the trainee's price when they moved them to a session priced otherwise
    // (docs/decisions/079). Null: the session's price, else its formation's.
    agreed_price_no_tax: numeric("agreed_price_no_tax", { precision: 10, scale: 2 }),
    // Who held the place before a colleague took it over ('Marc Petit'), for staff.
    handed_over_from: text("handed_over_from"),
    // The minutes attended out of those planned, as the attendance records them
    // (features/attendance/marks.ts): what the published completion rate counts. Null until
    // a half-day of the registration is recorded.
    attended_minutes: integer("attended_minutes"),
    planned_minutes: integer("planned_minutes"),
    // Who the trainee is, as frame F-1 of the yearly BPF counts them (null until staff state it;
    // a person paying for themself is 'individual' from the start), and the hours they follow
    // remotely in a session held in a room (all of them, in a remote session).
    trainee_status: text("trainee_status", { enum: traineeStatuses }),
    remote_hours: numeric("remote_hours", { precision: 6, scale: 2 }),
    // A seat freed for the waiting list is held this long for its trainee to take on their page;
    // null once taken, or for a seat nobody offered.
    offer_expires_at: timestamp("offer_expires_at", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt().$onUpdate(() => new Date()),
  },
  (table) => [
    check("registrations_trainee_not_blank", sql`btrim(${table.trainee_name}) <> ''`),
    check(
      "registrations_name_parts",
      sql`(${table.last_name} IS NULL AND ${table.first_name} IS NULL) OR (btrim(${table.last_name}) <> '' AND btrim(${table.first_name}) <> '')`,
    ),
    check("registrations_payer", sql`${table.payer} IN ('entreprise', 'opco', 'cpf', 'personnel')`),
    check(
      "registrations_status",
      sql`${table.status} IN ('unconfirmed', 'pending', 'confirmed', 'waiting', 'cancelled', 'present')`,
    ),
    check(
      "registrations_trainee_status",
      sql`${table.trainee_status} IN ('employee', 'apprentice', 'job_seeker', 'individual', 'other')`,
    ),
    check(
      "registrations_remote_hours",
      sql`${table.remote_hours} IS NULL OR ${table.remote_hours} >= 0`,
    ),
    check("registrations_psh_details", sql`${table.is_psh} OR ${table.psh_details} IS NULL`),
    check(
      "registrations_agreed_price_not_negative",
      sql`${table.agreed_price_no_tax} IS NULL OR ${table.agreed_price_no_tax} >= 0`,
    ),
    check(
      "registrations_cancel_reason_length",
      sql.raw(`char_length(cancel_reason) <= ${MAX_CANCEL_REASON}`),
    ),
    // The seats of a session, and its waiting list in order of arrival.
    index("registrations_session_status_idx").on(
      table.session_id,
      table.status,
      table.created_at,
      table.id,
    ),
    // The yearly BPF sums a session's trainees by status from this index alone (index-only).
    index("registrations_session_bpf_idx").on(
      table.session_id,
      table.trainee_status,
      table.remote_hours,
      table.id,
    ),
    index("registrations_registrant_idx").on(table.registrant_id),
    index("registrations_offer_expires_idx")
      .on(table.offer_expires_at)
      .where(sql`${table.offer_expires_at} IS NOT NULL`),
    // The places a document covers, read when it is superseded.
  ],
);

/**
 * The links of a trainee's own page ('Mon inscription'), one per mail that carried it, by the
 * SHA-256 of their 256-bit token. Revoked when the place is handed to a colleague: the page is
 * theirs from then on. They serve until a while after the session (trainee-link.ts).
 */
export const registrationTokens = pgTable(
  "registration_tokens",
  {
    token_hash: text("token_hash").primaryKey(),
    registration_id: integer("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    // The address the link was mailed to: it opens the registration only while that is still
    // the registration's address, whatever raced a hand-over.
    email: text("email").notNull(),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (table) => [index("registration_tokens_registration_idx").on(table.registration_id)],
);

/**
 * The reminders sent before a session, one row per trainee and reminder (7 days, 1 day): two
 * processes at the same moment insert it once, so each goes out once.
 */
export const registrationReminders = pgTable(
  "registration_reminders",
  {
    registration_id: integer("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    days_before: smallint("days_before").notNull(),
    sent_at: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.registration_id, table.days_before] })],
);

/** The session's registrations in these statuses, counted in the same query as the session. */
export function registrationCount(statuses: readonly RegistrationStatus[]) {
  return sql<number>`(SELECT count(*)::int FROM ${registrations} WHERE ${registrations.session_id} = ${outerColumn(trainingSessions.id)} AND ${inArray(registrations.status, statuses)})`;
}
