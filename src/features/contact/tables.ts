/* ---------- Contact and quote requests ---------- */

import {
  pgTable,
  serial,
  text,
  integer,
  boolean,
  jsonb,
  type AnyPgColumn,
  check,
  index,
} from "drizzle-orm/pg-core";
import { formations } from "@/features/formations/tables";
import { locations } from "@/features/locations/tables";
import type { QuestionnaireAnswer } from "@/features/assessment/constants";
import { fundingSources } from "@/config/funding";
import { requestStatuses } from "./constants";
import { users } from "@/server/auth/tables";
import { createdAt } from "@/db/columns";
import { sql } from "drizzle-orm";

export const contactRequests = pgTable(
  "contact_requests",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company").notNull(),
    // A request outlives the catalogue entry it was about.
    desired_formation_id: integer("desired_formation_id").references(() => formations.id, {
      onDelete: "set null",
    }),
    desired_location_id: integer("desired_location_id").references(() => locations.id, {
      onDelete: "set null",
    }),
    message: text("message").notNull(),
    is_psh: boolean("is_psh").notNull().default(false),
    psh_details: text("psh_details"),
    // What a quote request may add: how many people, when, and how it would be paid for.
    participants: integer("participants"),
    desired_period: text("desired_period"),
    // Qualiopi indicator 4: the group's needs as a quote request states them.
    needs: jsonb("needs").$type<QuestionnaireAnswer[]>(),
    funding: text("funding", { enum: fundingSources }),
    status: text("status", { enum: requestStatuses }).notNull().default("new"),
    // Who on the staff answers it; a spam is out of the inbox, its figures and exports.
    assignee_id: integer("assignee_id").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    spam: boolean("spam").notNull().default(false),
    created_at: createdAt(),
  },
  (table) => [
    check("contact_requests_status", sql`${table.status} IN ('new', 'in_progress', 'handled')`),
    check("contact_requests_psh_details", sql`${table.is_psh} OR ${table.psh_details} IS NULL`),
    check(
      "contact_requests_participants",
      sql`${table.participants} IS NULL OR ${table.participants} BETWEEN 1 AND 9999`,
    ),
    check(
      "contact_requests_funding",
      sql`${table.funding} IS NULL OR ${table.funding} IN ('entreprise', 'opco', 'cpf', 'personnel')`,
    ),
    // Nulls first, as `ORDER BY … DESC` sorts (see blog_posts_published_date_idx).
    index("contact_requests_status_created_idx").on(
      table.status,
      table.created_at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The inbox's default view (every status but spam) and its count.
    index("contact_requests_spam_created_idx").on(
      table.spam,
      table.created_at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The prospects' purge: the old requests, then whether their sender wrote again since.
    index("contact_requests_created_idx").on(table.created_at),
    index("contact_requests_email_created_idx").on(sql`lower(${table.email})`, table.created_at),
  ],
);

/** Staff's internal notes on a request: never shown to its sender, gone with the request. */
export const requestNotes = pgTable(
  "request_notes",
  {
    id: serial("id").primaryKey(),
    request_id: integer("request_id")
      .notNull()
      .references(() => contactRequests.id, { onDelete: "cascade" }),
    // The author's name is copied so the note survives the profile.
    author_id: integer("author_id").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    author_name: text("author_name").notNull(),
    text: text("text").notNull(),
    created_at: createdAt(),
  },
  (table) => [index("request_notes_request_idx").on(table.request_id, table.created_at)],
);
