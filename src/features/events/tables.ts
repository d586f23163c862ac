import { pgTable, serial, text, date, integer, check, index } from "drizzle-orm/pg-core";
import { locations } from "@/features/locations/tables";
import { createdAt } from "@/db/columns";
import { sql, gte } from "drizzle-orm";

export const events = pgTable(
  "events",
  {
    id: serial("id").primaryKey(),
    nom: text("nom").notNull(),
    description: text("description"),
    start_date: date("start_date").notNull(),
    end_date: date("end_date").notNull(),
    // Deleting a location keeps its events, shown with the spec's 'Non spécifié' label.
    location: integer("location").references(() => locations.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (table) => [
    check("events_nom_not_blank", sql`btrim(${table.nom}) <> ''`),
    check("events_date_order", sql`${table.end_date} >= ${table.start_date}`),
    index("events_start_date_idx").on(table.start_date),
    // The calendar's last month: the latest end, read from the index's end.
    index("events_end_date_idx").on(table.end_date),
    index("events_location_idx").on(table.location),
    // The calendar reads a month's events by overlap: a range index keeps that read to the month.
    index("events_period_idx").using(
      "gist",
      sql`daterange(${table.start_date}, ${table.end_date}, '[]')`,
    ),
  ],
);

/** Events that start today or later (Paris day). */
export const upcomingEvent = (today: string) => gte(events.start_date, today);
