import {
  pgTable,
  serial,
  integer,
  date,
  text,
  jsonb,
  numeric,
  boolean,
  timestamp,
  check,
  index,
} from "drizzle-orm/pg-core";
import { formations } from "@/features/formations/tables";
import { type ScheduledDay, sessionPlaces, sessionStatuses, MAX_CAPACITY } from "./constants";
import { locations } from "@/features/locations/tables";
import { trainers } from "@/features/trainers/tables";
import { sessionDeliveries } from "@/lib/bpf";
import { createdAt } from "@/db/columns";
import { sql } from "drizzle-orm";

/**
 * A dated session of a formation, with its seats. 'training_sessions', since `sessions` holds the
 * sign-in sessions. Cancelled rather than deleted once people registered: the registrations
 * refer to it (restrict).
 */
export const trainingSessions = pgTable(
  "training_sessions",
  {
    id: serial("id").primaryKey(),
    formation_id: integer("formation_id")
      .notNull()
      .references(() => formations.id, { onDelete: "restrict" }),
    start_date: date("start_date").notNull(),
    end_date: date("end_date").notNull(),
    // '9 h – 17 h', as staff write it on the convocation.
    daily_hours: text("daily_hours"),
    // The days taught, each with its own hours when they differ, for a session not taught every
    // weekday from its first day to its last (null: those weekdays, at the daily hours).
    schedule: jsonb("schedule").$type<ScheduledDay[]>(),
    place: text("place", { enum: sessionPlaces }).notNull(),
    // For a session at a permanent location; a deleted location leaves it 'à préciser'.
    location_id: integer("location_id").references(() => locations.id, { onDelete: "set null" }),
    capacity: integer("capacity").notNull(),
    // Seats staff keep for people registered another way (a phone call, a client's quota).
    held_seats: integer("held_seats").notNull().default(0),
    // Otherwise the formation's price.
    price_no_tax: numeric("price_no_tax", { precision: 10, scale: 2 }),
    status: text("status", { enum: sessionStatuses }).notNull().default("planned"),
    published: boolean("published").notNull().default(false),
    // Who teaches it (docs/decisions/084): the record, which the yearly BPF counts, and the copy
    // of its name, address and credentials the attendance sheet, the convocation and the
    // contracts print, which the record's changes reach until the session has ended.
    trainer_id: integer("trainer_id").references(() => trainers.id, { onDelete: "restrict" }),
    trainer: text("trainer"),
    // Where the trainer's survey goes once the session has ended (Qualiopi indicator 30).
    trainer_email: text("trainer_email"),
    // The virtual classroom of a remote session, sent in the convocation (https only).
    remote_link: text("remote_link"),
    // What trainees bring ('Votre ordinateur portable, Python 3.12 installé'), in the reminders.
    what_to_bring: text("what_to_bring"),
    // The trainer's diplomas, titles or references, as a contract must state them (L6353-4, 4°).
    trainer_credentials: text("trainer_credentials"),
    // In cents: what the trainer cost the provider for this session, their salary's share or
    // their fee (frame D of the BPF).
    trainer_cost: integer("trainer_cost"),
    // Whether the provider runs it, entrusts it to another provider, or runs it for one (BPF
    // frames F-2 and G), with that provider's name and SIRET.
    delivery: text("delivery", { enum: sessionDeliveries }).notNull().default("own"),
    partner_name: text("partner_name"),
    partner_siret: text("partner_siret"),
    // When the trainees' certificates went out, once the session ended with its attendance complete.
    certificates_issued_at: timestamp("certificates_issued_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (table) => [
    check("training_sessions_date_order", sql`${table.end_date} >= ${table.start_date}`),
    // A schedule names the session's days from its first to its last, never none (an empty list
    // reads no day: coalesce makes it fail the check rather than pass it as unknown).
    check(
      "training_sessions_schedule",
      sql`${table.schedule} IS NULL OR CASE WHEN jsonb_typeof(${table.schedule}) = 'array' THEN coalesce(${table.schedule} -> 0 ->> 'day' = ${table.start_date}::text AND ${table.schedule} -> -1 ->> 'day' = ${table.end_date}::text, false) ELSE false END`,
    ),
    check("training_sessions_place", sql`${table.place} IN ('location', 'remote', 'client')`),
    check("training_sessions_status", sql`${table.status} IN ('planned', 'open', 'cancelled')`),
    check(
      "training_sessions_capacity",
      sql`${table.capacity} BETWEEN 1 AND ${sql.raw(String(MAX_CAPACITY))}`,
    ),
    check("training_sessions_held_seats", sql`${table.held_seats} BETWEEN 0 AND ${table.capacity}`),
    check(
      "training_sessions_price_not_negative",
      sql`${table.price_no_tax} IS NULL OR ${table.price_no_tax} >= 0`,
    ),
    // An intra-company session is arranged with its client, never offered on the site.
    check(
      "training_sessions_client_not_published",
      sql`NOT (${table.place} = 'client' AND ${table.published})`,
    ),
    // A link that a mail carries to trainees: never javascript: nor plain http.
    check(
      "training_sessions_remote_link_https",
      sql`${table.remote_link} IS NULL OR ${table.remote_link} LIKE 'https://%'`,
    ),
    check(
      "training_sessions_trainer_cost",
      sql`${table.trainer_cost} IS NULL OR ${table.trainer_cost} >= 0`,
    ),
    check(
      "training_sessions_delivery",
      sql`${table.delivery} IN ('own', 'subcontracted', 'subcontractor')`,
    ),
    check(
      "training_sessions_partner",
      sql`(${table.delivery} = 'own') = (${table.partner_name} IS NULL)`,
    ),
    index("training_sessions_trainer_idx").on(table.trainer_id),
    index("training_sessions_formation_start_idx").on(table.formation_id, table.start_date),
    index("training_sessions_start_idx").on(table.start_date),
    // What ended before a day: the surveys' and the trainers' addresses' purges.
    index("training_sessions_end_idx").on(table.end_date),
  ],
);
