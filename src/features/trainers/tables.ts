import { pgTable, serial, text, check } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt } from "@/db/columns";
import { trainerKinds } from "./constants";

/**
 * A person who teaches the provider's sessions (docs/decisions/084-the-yearly-bpf.md). A session
 * names its trainer record and keeps its own copy of the name, address and credentials its
 * documents print; saving the record updates the copy of the sessions that have not ended.
 */
export const trainers = pgTable(
  "trainers",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    // Where the trainer's link to sign the attendance and their survey go.
    email: text("email"),
    // Null for a record made from the sessions' former text fields (migration 0045) until staff say.
    kind: text("kind", { enum: trainerKinds }),
    // Diplomas, titles or references, as a contract must state them (L6353-4, 4°).
    credentials: text("credentials"),
    created_at: createdAt(),
  },
  (table) => [
    check("trainers_name_not_blank", sql`btrim(${table.name}) <> ''`),
    check("trainers_kind", sql`${table.kind} IN ('internal', 'external')`),
  ],
);
