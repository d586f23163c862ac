import {
  pgTable,
  serial,
  text,
  numeric,
  boolean,
  integer,
  jsonb,
  date,
  type AnyPgColumn,
  uniqueIndex,
  check,
  index,
} from "drizzle-orm/pg-core";
import { sql, eq } from "drizzle-orm";
import { createdAt } from "@/db/columns";
import { events } from "@/features/events/tables";
import { users } from "@/server/auth/tables";
import { type PositioningQuestion, type QuizQuestion } from "./constants";
import { formationPurposes, rncpLevels } from "@/lib/bpf";

/** Mapping of chapter title to its sub-parts (a list) or a single text. */
export type TrainingProgram = Record<string, string[] | string>;

export const formations = pgTable(
  "formations",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    duration: text("duration").notNull(),
    price_no_tax: numeric("price_no_tax", { precision: 10, scale: 2 }).notNull(),
    certification: boolean("certification").notNull().default(false),
    // Qualiopi: a second survey, three months after the session, on what trainees put into practice.
    cold_survey: boolean("cold_survey").notNull().default(false),
    format: text("format"),
    access_time: text("access_time"),
    prerequisites: text("prerequisites"),
    objectives: text("objectives").array(),
    methods_used: text("methods_used").array(),
    assessment_methods: text("assessment_methods").array(),
    access_modalities: text("access_modalities"),
    // An event with formations cannot be deleted: the formations would silently become local ones.
    event_id: integer("event_id").references(() => events.id, { onDelete: "restrict" }),
    training_program: jsonb("training_program").$type<TrainingProgram>(),
    // The chapter titles in staff's order: a jsonb object keeps none (features/formations/programme.ts).
    programme_order: text("programme_order").array(),
    // A draft is on no public page, list, search, sitemap or feed; administrators preview it.
    published: boolean("published").notNull().default(true),
    last_update: date("last_update")
      .notNull()
      .default(sql`CURRENT_DATE`),
    // Qualiopi indicator 1: who to reach for this formation, and its disability access.
    contact_user_id: integer("contact_user_id").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    accessibility: text("accessibility"),
    // For a certifying formation: the certification as registered at France Compétences.
    certification_name: text("certification_name"),
    certification_code: text("certification_code"),
    certifier: text("certifier"),
    certification_registered_on: date("certification_registered_on"),
    // Qualiopi indicator 4: what registering asks each trainee of their needs (null: the site's
    // usual questions, features/assessment/constants.ts).
    needs_questions: text("needs_questions").array(),
    // Qualiopi indicator 8: the questions trainees answer on their page before the start (null:
    // the formation has no positioning questionnaire yet).
    positioning_questions: jsonb("positioning_questions").$type<PositioningQuestion[]>(),
    // Qualiopi indicators 5 and 11: each trainee rates each objective from 1 to 5 before and
    // after the course, and/or answers the final quiz (null: none); the average progress is
    // published on the formation's page when the provider chooses.
    self_assessment: boolean("self_assessment").notNull().default(false),
    quiz: jsonb("quiz").$type<QuizQuestion[]>(),
    publish_progress: boolean("publish_progress").notNull().default(false),
    // What it leads to, as frame F-3 of the yearly BPF classifies it, with the RNCP level, and
    // its speciality's NSF code (frame F-4): null until staff state them.
    purpose: text("purpose", { enum: formationPurposes }),
    rncp_level: text("rncp_level", { enum: rncpLevels }),
    nsf_code: text("nsf_code"),
    created_at: createdAt(),
  },
  (table) => [
    check(
      "formations_purpose",
      sql`${table.purpose} IS NULL OR ${table.purpose} IN ('rncp', 'rs', 'cqp', 'other', 'skills_assessment', 'vae')`,
    ),
    check(
      "formations_rncp_level",
      sql`coalesce(${table.purpose} = 'rncp', false) = (${table.rncp_level} IS NOT NULL)`,
    ),
    check("formations_nsf_code", sql`${table.nsf_code} ~ '^[1-4][0-9]{2}$'`),
    uniqueIndex("formations_slug_key").on(table.slug),
    check("formations_slug_format", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("formations_title_not_blank", sql`btrim(${table.title}) <> ''`),
    check("formations_price_not_negative", sql`${table.price_no_tax} >= 0`),
    check(
      "formations_quiz_array",
      sql`${table.quiz} IS NULL OR jsonb_typeof(${table.quiz}) = 'array'`,
    ),
    check(
      "formations_positioning_questions_array",
      sql`${table.positioning_questions} IS NULL OR jsonb_typeof(${table.positioning_questions}) = 'array'`,
    ),
    check(
      "formations_training_program_object",
      sql`${table.training_program} IS NULL OR jsonb_typeof(${table.training_program}) = 'object'`,
    ),
    index("formations_event_id_idx").on(table.event_id),
    // 'RNCP35584' or 'RS5487', as France Compétences numbers them.
    check(
      "formations_certification_code_format",
      sql`${table.certification_code} ~ '^(RNCP|RS)[0-9]{1,6}$'`,
    ),
  ],
);

/**
 * The results a provider publishes per formation and year (Qualiopi indicators 2 and 3). Rates
 * are whole percentages; the success rate only for a certifying formation.
 */
export const formationResults = pgTable(
  "formation_results",
  {
    id: serial("id").primaryKey(),
    formation_id: integer("formation_id")
      .notNull()
      .references(() => formations.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    trainees: integer("trainees").notNull(),
    satisfaction_rate: integer("satisfaction_rate"),
    completion_rate: integer("completion_rate"),
    success_rate: integer("success_rate"),
  },
  (table) => [
    uniqueIndex("formation_results_formation_year_key").on(table.formation_id, table.year),
    check("formation_results_year", sql`${table.year} BETWEEN 2000 AND 2100`),
    check("formation_results_trainees", sql`${table.trainees} >= 0`),
    check(
      "formation_results_rates",
      sql`coalesce(${table.satisfaction_rate}, 0) BETWEEN 0 AND 100 AND coalesce(${table.completion_rate}, 0) BETWEEN 0 AND 100 AND coalesce(${table.success_rate}, 0) BETWEEN 0 AND 100`,
    ),
  ],
);

/** What the site publishes of a year's results: the row without its ids. */
export const publishedResultColumns = {
  year: formationResults.year,
  trainees: formationResults.trainees,
  satisfaction_rate: formationResults.satisfaction_rate,
  completion_rate: formationResults.completion_rate,
  success_rate: formationResults.success_rate,
};

/** Formations the public sees: drafts are for staff and their preview only. */
export const publishedFormation = eq(formations.published, true);

/** Whether a formation asks a positioning questionnaire, as a column of a query joined to it. */
export const asksPositioning = sql<boolean>`coalesce(jsonb_array_length(${formations.positioning_questions}), 0) > 0`;

/**
 * Whether a formation evaluates what was learned (its objectives rated before and after, or a
 * quiz), as a column of a query joined to it: assessment/evaluation.ts's `evaluates` in SQL.
 */
export const evaluatesFormation = sql<boolean>`((${formations.self_assessment} AND coalesce(array_length(${formations.objectives}, 1), 0) > 0) OR coalesce(jsonb_array_length(${formations.quiz}), 0) > 0)`;
