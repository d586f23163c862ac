import {
  pgTable,
  serial,
  integer,
  text,
  timestamp,
  check,
  index,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { registrations } from "@/features/registrations/tables";
import { certificateKinds } from "@/lib/training-law";
import { bytes } from "@/db/columns";
import { sql } from "drizzle-orm";

/**
 * A trainee's certificat de réalisation or attestation de fin de formation, as issued from the
 * attendance: the file kept byte for byte. A correction of the attendance supersedes it and
 * issues it anew; the superseded row stays as the record of what was sent.
 */
export const attendanceCertificates = pgTable(
  "attendance_certificates",
  {
    id: serial("id").primaryKey(),
    registration_id: integer("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: certificateKinds }).notNull(),
    issued_at: timestamp("issued_at", { withTimezone: true }).notNull(),
    attended_minutes: integer("attended_minutes").notNull(),
    planned_minutes: integer("planned_minutes").notNull(),
    pdf: bytes("pdf").notNull(),
    sha256: text("sha256").notNull(),
    superseded_at: timestamp("superseded_at", { withTimezone: true }),
  },
  (table) => [
    check("attendance_certificates_kind", sql`${table.kind} IN ('realisation', 'attestation')`),
    check(
      "attendance_certificates_minutes",
      sql`${table.attended_minutes} > 0 AND ${table.attended_minutes} <= ${table.planned_minutes}`,
    ),
    index("attendance_certificates_registration_idx").on(table.registration_id),
    uniqueIndex("attendance_certificates_current_key")
      .on(table.registration_id, table.kind)
      .where(sql`${table.superseded_at} IS NULL`),
    // The certified minutes in force, which the yearly BPF sums from this index alone.
    index("attendance_certificates_certified_idx")
      .on(table.registration_id, table.attended_minutes)
      .where(sql`${table.kind} = 'realisation' AND ${table.superseded_at} IS NULL`),
  ],
);
