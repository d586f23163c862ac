import { pgTable, integer, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "@/server/auth/tables";
import { createdAt } from "@/db/columns";

/**
 * A contact address a member asked for, applied once confirmed from the link mailed to it
 * (docs/decisions/061-registrations-strangers-cannot-abuse.md): until then the profile keeps its
 * address, and the answer to the member is the same whether the address was free or not. One
 * request per profile; the token is kept hashed.
 */
export const contactAddressChanges = pgTable("contact_address_changes", {
  profile_id: integer("profile_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  token_hash: text("token_hash").notNull().unique(),
  expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  confirmed_at: timestamp("confirmed_at", { withTimezone: true }),
  created_at: createdAt(),
});
