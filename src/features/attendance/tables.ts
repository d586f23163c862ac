import {
  text,
  timestamp,
  check,
  pgTable,
  integer,
  date,
  primaryKey,
  index,
  serial,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { signatureKinds, MAX_SIGNATURE_PATH, attendanceStatuses, scanFormats } from "./constants";
import { sql } from "drizzle-orm";
import { registrations } from "@/features/registrations/tables";
import { halfDays } from "@/features/sessions/constants";
import { users } from "@/server/auth/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { createdAt, bytes } from "@/db/columns";

/** The columns of a signature: drawn (an SVG path in a 300 × 100 box) or the signer's typed name. */
const signatureColumns = () => ({
  signature_kind: text("signature_kind", { enum: signatureKinds }),
  signature: text("signature"),
  signed_at: timestamp("signed_at", { withTimezone: true }),
  // The evidence kept with it: the signer's full client address and browser.
  signer_address: text("signer_address"),
  signer_user_agent: text("signer_user_agent"),
});

/** A signature's columns go together, and a drawn one stays a few dozen strokes. */
const signatureChecks = (table: string) => [
  check(
    `${table}_signature`,
    sql.raw(
      "(signature_kind IS NULL) = (signature IS NULL) AND (signature IS NULL) = (signed_at IS NULL)",
    ),
  ),
  check(`${table}_signature_kind`, sql.raw("signature_kind IN ('drawn', 'typed')")),
  check(`${table}_signature_length`, sql.raw(`char_length(signature) <= ${MAX_SIGNATURE_PATH}`)),
];

/**
 * A trainee's attendance at one half-day of their session
 * (docs/decisions/069-attendance-per-half-day.md): set by their own signature, by the QR code in
 * the room or their link, or by staff. A half-day with no row is 'non renseigné'.
 */
export const attendanceMarks = pgTable(
  "attendance_marks",
  {
    registration_id: integer("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    half: text("half", { enum: halfDays }).notNull(),
    status: text("status", { enum: attendanceStatuses }).notNull(),
    // For a partial attendance, the Paris times the trainee arrived and left ('09:40').
    arrived_at: text("arrived_at"),
    left_at: text("left_at"),
    ...signatureColumns(),
    // Whether the trainee signed by the QR code in the room or by their link, from afar.
    signed_from: text("signed_from", { enum: ["room", "remote"] }),
    // The staff member who last set the status; null when the trainee's signature set it.
    marked_by: integer("marked_by").references(() => users.id, { onDelete: "set null" }),
    // Why staff recorded a presence the trainee did not sign ('téléphone oublié'): the sheet
    // prints it in the box, never a signature (docs/decisions/078).
    reason: text("reason"),
    // When staff settled the half-day as not certified: its proof will not come, and the
    // trainee's certificate goes out without its hours rather than wait for ever.
    uncertified_at: timestamp("uncertified_at", { withTimezone: true }),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.registration_id, table.day, table.half] }),
    check("attendance_marks_half", sql`${table.half} IN ('am', 'pm')`),
    check("attendance_marks_status", sql`${table.status} IN ('present', 'absent', 'partial')`),
    check(
      "attendance_marks_times",
      sql`(${table.status} = 'partial') = (${table.arrived_at} IS NOT NULL AND ${table.left_at} IS NOT NULL) AND (${table.arrived_at} IS NULL) = (${table.left_at} IS NULL) AND (${table.arrived_at} IS NULL OR ${table.arrived_at} < ${table.left_at})`,
    ),
    ...signatureChecks("attendance_marks"),
    check(
      "attendance_marks_signed_from",
      sql`(${table.signed_from} IS NULL) = (${table.signed_at} IS NULL)`,
    ),
  ],
);

/** The trainer's signature of a half-day, by their personal link or from the dashboard. */
export const attendanceCountersignatures = pgTable(
  "attendance_countersignatures",
  {
    session_id: integer("session_id")
      .notNull()
      .references(() => trainingSessions.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    half: text("half", { enum: halfDays }).notNull(),
    trainer_name: text("trainer_name").notNull(),
    ...signatureColumns(),
    // The staff member who countersigned from the dashboard; null by the trainer's link.
    signed_by: integer("signed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    primaryKey({ columns: [table.session_id, table.day, table.half] }),
    check("attendance_countersignatures_half", sql`${table.half} IN ('am', 'pm')`),
    check("attendance_countersignatures_signed", sql`${table.signed_at} IS NOT NULL`),
    ...signatureChecks("attendance_countersignatures"),
  ],
);

/**
 * The trainer's personal links to countersign a session, by the SHA-256 of their 256-bit
 * token: a trainer needs no staff account. Creating a new one revokes the previous.
 */
export const trainerLinks = pgTable(
  "trainer_links",
  {
    token_hash: text("token_hash").primaryKey(),
    session_id: integer("session_id")
      .notNull()
      .references(() => trainingSessions.id, { onDelete: "cascade" }),
    created_at: createdAt(),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("trainer_links_session_idx").on(table.session_id)],
);

/**
 * The session's attendance as it stood when certificates went out (docs/decisions/078, point
 * 1): the records its evidence page digests, byte for byte, and the signed sheet drawn from them,
 * so that the sheet, its JSON and the certificates agree for ever. A later correction makes the
 * next version, with its reason; the earlier ones stay downloadable.
 */
export const attendanceVersions = pgTable(
  "attendance_versions",
  {
    id: serial("id").primaryKey(),
    session_id: integer("session_id")
      .notNull()
      .references(() => trainingSessions.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    reason: text("reason").notNull(),
    record: text("record").notNull(),
    record_sha256: text("record_sha256").notNull(),
    sheet_pdf: bytes("sheet_pdf").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("attendance_versions_session_number_key").on(table.session_id, table.number),
  ],
);

/**
 * A signed paper, scanned: the session's attendance sheet signed in the room, its proof instead
 * of the electronic signatures for every half-day ended when it came; or one trainee's signed
 * statement of presence at one half-day staff recorded for them. The last one sent is in force;
 * one replaced or taken away stays, with the time it stopped being the proof, so a mis-click
 * never loses the signed paper.
 */
export const attendanceScans = pgTable(
  "attendance_scans",
  {
    id: serial("id").primaryKey(),
    session_id: integer("session_id")
      .notNull()
      .references(() => trainingSessions.id, { onDelete: "cascade" }),
    // A trainee's statement names their registration and half-day; the session's sheet, none.
    registration_id: integer("registration_id").references(() => registrations.id, {
      onDelete: "cascade",
    }),
    day: date("day", { mode: "string" }),
    half: text("half", { enum: halfDays }),
    format: text("format", { enum: scanFormats }).notNull(),
    data: bytes("data").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    uploaded_at: timestamp("uploaded_at", { withTimezone: true }).notNull(),
    superseded_at: timestamp("superseded_at", { withTimezone: true }),
  },
  (table) => [
    check("attendance_scans_format", sql`${table.format} IN ('pdf', 'jpeg', 'png')`),
    check("attendance_scans_size", sql`${table.size} = octet_length(${table.data})`),
    check(
      "attendance_scans_scope",
      sql`(${table.registration_id} IS NULL) = (${table.day} IS NULL) AND (${table.day} IS NULL) = (${table.half} IS NULL) AND (${table.half} IS NULL OR ${table.half} IN ('am', 'pm'))`,
    ),
    uniqueIndex("attendance_scans_current_key")
      .on(table.session_id)
      .where(sql`${table.superseded_at} IS NULL AND ${table.registration_id} IS NULL`),
    uniqueIndex("attendance_scans_current_statement_key")
      .on(table.registration_id, table.day, table.half)
      .where(sql`${table.superseded_at} IS NULL AND ${table.registration_id} IS NOT NULL`),
    index("attendance_scans_session_idx").on(table.session_id),
    index("attendance_scans_registration_idx").on(table.registration_id),
  ],
);
