import { pgTable, smallint, bigint, timestamp, text, check, jsonb } from "drizzle-orm/pg-core";
import type { FiledFigures } from "./filed";
import { sql } from "drizzle-orm";

/**
 * What the yearly BPF needs that the site does not hold, by accounting year (named by the year
 * it closes in), and when staff marked it filed on Mon Activité Formation
 * (docs/decisions/084-the-yearly-bpf.md). In cents.
 */
export const bpfYears = pgTable(
  "bpf_years",
  {
    year: smallint("year").primaryKey(),
    // Frame D: every charge of the training activity, from the accounts.
    total_charges: bigint("total_charges", { mode: "number" }),
    // Frame C: the whole turnover, training or not, of which the training's share is a percentage.
    global_turnover: bigint("global_turnover", { mode: "number" }),
    filed_at: timestamp("filed_at", { withTimezone: true }),
    filed_by: text("filed_by"),
    // Every figure as it stood when marked filed: what was declared, whatever moves after
    // (null for a year marked filed before the site kept them).
    filed_figures: jsonb("filed_figures").$type<FiledFigures>(),
  },
  (table) => [
    check("bpf_years_year", sql`${table.year} BETWEEN 2000 AND 2100`),
    check(
      "bpf_years_amounts",
      sql`coalesce(${table.total_charges}, 0) >= 0 AND coalesce(${table.global_turnover}, 0) >= 0`,
    ),
    check("bpf_years_filed", sql`(${table.filed_at} IS NULL) = (${table.filed_by} IS NULL)`),
    check(
      "bpf_years_filed_figures",
      sql`${table.filed_at} IS NOT NULL OR ${table.filed_figures} IS NULL`,
    ),
  ],
);
