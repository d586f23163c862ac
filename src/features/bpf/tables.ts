import {
  pgTable,
  smallint,
  bigint,
  timestamp,
  text,
  check,
  jsonb,
  serial,
  index,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { FiledFigures } from "./filed";

/**
 * What the yearly BPF needs that the site does not hold, by accounting year (named by the year
 * it closes in) (docs/decisions/084-the-yearly-bpf.md). In cents.
 */
export const bpfYears = pgTable(
  "bpf_years",
  {
    year: smallint("year").primaryKey(),
    // Frame D: every charge of the training activity, from the accounts.
    total_charges: bigint("total_charges", { mode: "number" }),
    // Frame C: the whole turnover, training or not, of which the training's share is a percentage.
    global_turnover: bigint("global_turnover", { mode: "number" }),
  },
  (table) => [
    check("bpf_years_year", sql`${table.year} BETWEEN 2000 AND 2100`),
    check(
      "bpf_years_amounts",
      sql`coalesce(${table.total_charges}, 0) >= 0 AND coalesce(${table.global_turnover}, 0) >= 0`,
    ),
  ],
);

/**
 * Each time staff marked a year's BPF filed on Mon Activité Formation, the first filing then
 * each rectification, with every figure as declared: what an inspector compares the accounts
 * with, whatever the site computes afterwards. Never changed; only the latest is removed, by
 * « Annuler le dépôt », when it was marked by mistake.
 */
export const bpfFilings = pgTable(
  "bpf_filings",
  {
    id: serial("id").primaryKey(),
    year: smallint("year").notNull(),
    filed_at: timestamp("filed_at", { withTimezone: true }).notNull(),
    filed_by: text("filed_by").notNull(),
    // Null for a filing marked before the site kept the figures (migration 0046).
    figures: jsonb("figures").$type<FiledFigures>(),
  },
  (table) => [
    check("bpf_filings_year", sql`${table.year} BETWEEN 2000 AND 2100`),
    index("bpf_filings_year_idx").on(table.year, table.id),
  ],
);
