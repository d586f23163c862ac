import { pgTable, serial, text, varchar, boolean, date, check, index } from "drizzle-orm/pg-core";
import { createdAt } from "@/db/columns";
import { sql } from "drizzle-orm";

export const locations = pgTable(
  "locations",
  {
    id: serial("id").primaryKey(),
    country: text("country").notNull(),
    country_code: varchar("country_code", { length: 2 }),
    city: text("city"),
    address: text("address"),
    permanent: boolean("permanent").notNull().default(false),
    stay_start: date("stay_start"),
    stay_end: date("stay_end"),
    created_at: createdAt(),
  },
  (table) => [
    check("locations_country_not_blank", sql`btrim(${table.country}) <> ''`),
    check("locations_country_code_format", sql`${table.country_code} ~ '^[a-z]{2}$'`),
    check("locations_stay_order", sql`${table.stay_end} >= ${table.stay_start}`),
    // The spec saves stay dates empty for a permanent location; the database keeps it so.
    check(
      "locations_permanent_without_stay",
      sql`NOT ${table.permanent} OR (${table.stay_start} IS NULL AND ${table.stay_end} IS NULL)`,
    ),
    index("locations_permanent_idx").on(table.permanent),
  ],
);
