import {
  pgTable,
  text,
  integer,
  bigint,
  bigserial,
  boolean,
  index,
  check,
} from "drizzle-orm/pg-core";
import { users } from "@/server/auth/tables";
import { createdAt, bytes, updatedAt } from "@/db/columns";
import { sql } from "drizzle-orm";

/** Rate-limit counters live in the database so that every app node counts the same requests. */
export const rateLimits = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * Values the application generates once and every node must share, such as the auth secret
 * when AUTH_SECRET is not configured.
 */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/* ---------- Audit log ---------- */

/** Who changed what and when, for every administrator's mutation. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    // The author's profile; their name is copied so the entry survives the profile.
    actor_id: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actor_name: text("actor_name").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entity_id: integer("entity_id"),
    summary: text("summary").notNull(),
    // Kept past the journal's months while the registration it is about is kept: the only
    // record of why an attendance was corrected (decision 069), evidence as long as the hours.
    evidence: boolean("evidence").notNull().default(false),
    created_at: createdAt(),
  },
  // Nulls first, as `ORDER BY … DESC` sorts (see blog_posts_published_date_idx).
  (table) => [
    index("audit_log_created_idx").on(
      table.created_at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    check(
      "audit_log_evidence",
      sql`NOT ${table.evidence} OR (${table.entity} = 'registration' AND ${table.entity_id} IS NOT NULL)`,
    ),
  ],
);

/**
 * The uploaded and generated images when the site runs on PostgreSQL (server/database-storage.ts):
 * on every node, in every backup of the database, with no volume to share. The embedded
 * database keeps them on disk instead. Keys are the storage's own (`users/12.png`).
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    key: text("key").primaryKey(),
    data: bytes("data").notNull(),
    content_type: text("content_type").notNull(),
    size: integer("size").notNull(),
    // The content digest (server/content-version.ts), which is the image's address and ETag.
    hash: text("hash").notNull(),
    updated_at: updatedAt(),
  },
  (table) => [
    check("stored_files_key", sql`${table.key} ~ '^(locations|users)/[1-9][0-9]{0,9}\\.png$'`),
    check("stored_files_size", sql`${table.size} = octet_length(${table.data})`),
  ],
);
