/* ---------- Quality: complaints and improvement actions (Qualiopi indicators 31 and 32) ---------- */

import {
  pgTable,
  serial,
  text,
  integer,
  date,
  timestamp,
  check,
  index,
  type AnyPgColumn,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  claimantKinds,
  MAX_COMPLAINT_TEXT,
  improvementSources,
  improvementStatuses,
} from "./constants";
import { trainingSessions } from "@/features/sessions/tables";
import { createdAt } from "@/db/columns";
import { sql } from "drizzle-orm";
import { surveyAnswers, stakeholderAnswers } from "@/features/surveys/tables";
import { users } from "@/server/auth/tables";

/**
 * A complaint, from whoever files it, and each step of its handling: received, acknowledged
 * (by the automatic mail, or by staff when the mail quota held it back), analysed, answered (the
 * answer mailed), closed. Each step keeps its time and its author's name, copied so the register
 * survives the profile.
 */
export const complaints = pgTable(
  "complaints",
  {
    id: serial("id").primaryKey(),
    claimant_kind: text("claimant_kind", { enum: claimantKinds }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    organisation: text("organisation"),
    // The session it is about, if the claimant named one; the complaint outlives it.
    session_id: integer("session_id").references(() => trainingSessions.id, {
      onDelete: "set null",
    }),
    message: text("message").notNull(),
    // The day the answer is due, fixed when it arrives (COMPLAINT_ANSWER_DAYS at that time).
    answer_due_on: date("answer_due_on").notNull(),
    acknowledged_at: timestamp("acknowledged_at", { withTimezone: true }),
    acknowledged_by: text("acknowledged_by"),
    analysis: text("analysis"),
    analysed_at: timestamp("analysed_at", { withTimezone: true }),
    analysed_by: text("analysed_by"),
    answer: text("answer"),
    answered_at: timestamp("answered_at", { withTimezone: true }),
    answered_by: text("answered_by"),
    closed_at: timestamp("closed_at", { withTimezone: true }),
    closed_by: text("closed_by"),
    // Why it was closed without an answer ('Classer sans suite': a message that is no complaint).
    closing_note: text("closing_note"),
    created_at: createdAt(),
  },
  (table) => [
    check(
      "complaints_claimant_kind",
      sql`${table.claimant_kind} IN ('trainee', 'company', 'funder', 'trainer', 'other')`,
    ),
    // A step is dated with its author and, for the analysis and the answer, its text; none is
    // taken before the one it follows.
    check(
      "complaints_acknowledged",
      sql`(${table.acknowledged_at} IS NULL) = (${table.acknowledged_by} IS NULL)`,
    ),
    check(
      "complaints_analysed",
      sql`(${table.analysed_at} IS NULL) = (${table.analysis} IS NULL) AND (${table.analysed_at} IS NULL) = (${table.analysed_by} IS NULL) AND (${table.analysed_at} IS NULL OR ${table.acknowledged_at} IS NOT NULL)`,
    ),
    check(
      "complaints_answered",
      sql`(${table.answered_at} IS NULL) = (${table.answer} IS NULL) AND (${table.answered_at} IS NULL) = (${table.answered_by} IS NULL) AND (${table.answered_at} IS NULL OR ${table.analysed_at} IS NOT NULL)`,
    ),
    // Closed once answered, or without an answer with the reason why.
    check(
      "complaints_closed",
      sql`(${table.closed_at} IS NULL) = (${table.closed_by} IS NULL) AND (${table.closed_at} IS NULL OR ${table.answered_at} IS NOT NULL OR ${table.closing_note} IS NOT NULL) AND (${table.closing_note} IS NULL OR (${table.closed_at} IS NOT NULL AND ${table.answered_at} IS NULL))`,
    ),
    check(
      "complaints_text_length",
      sql.raw(
        `char_length(message) <= ${MAX_COMPLAINT_TEXT} AND char_length(analysis) <= ${MAX_COMPLAINT_TEXT} AND char_length(answer) <= ${MAX_COMPLAINT_TEXT} AND char_length(closing_note) <= ${MAX_COMPLAINT_TEXT}`,
      ),
    ),
    // Nulls first, as `ORDER BY … DESC` sorts (see blog_posts_published_date_idx).
    index("complaints_created_idx").on(
      table.created_at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The dashboard's overdue count: the open ones by due day.
    index("complaints_open_due_idx")
      .on(table.answer_due_on)
      .where(sql`${table.answered_at} IS NULL AND ${table.closed_at} IS NULL`),
    // The home's « réclamations à traiter »: those not closed yet.
    index("complaints_open_idx")
      .on(table.created_at)
      .where(sql`${table.closed_at} IS NULL`),
    index("complaints_session_idx").on(table.session_id),
    // The purge of complaints closed five years ago, by batches.
    index("complaints_closed_idx")
      .on(table.closed_at)
      .where(sql`${table.closed_at} IS NOT NULL`),
  ],
);

/**
 * The improvement log: what the provider changes, from a complaint, a trainee's survey answer
 * handled on /dashboard/avis, a staff member's idea or an audit; who owns it, by when, and
 * what came of it.
 */
export const improvementActions = pgTable(
  "improvement_actions",
  {
    id: serial("id").primaryKey(),
    source: text("source", { enum: improvementSources }).notNull(),
    // One action per complaint and per survey answer at most; the action outlives its source.
    complaint_id: integer("complaint_id").references(() => complaints.id, {
      onDelete: "set null",
    }),
    survey_answer_id: integer("survey_answer_id").references(() => surveyAnswers.id, {
      onDelete: "set null",
    }),
    // The same, for a company's, a trainer's or a funder's answer.
    stakeholder_answer_id: integer("stakeholder_answer_id").references(
      (): AnyPgColumn => stakeholderAnswers.id,
      { onDelete: "set null" },
    ),
    title: text("title").notNull(),
    owner_id: integer("owner_id").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    owner_name: text("owner_name"),
    due_on: date("due_on"),
    status: text("status", { enum: improvementStatuses }).notNull().default("planned"),
    outcome: text("outcome"),
    created_by: text("created_by").notNull(),
    created_at: createdAt(),
    // When it was done or abandoned.
    finished_at: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    check(
      "improvement_actions_source",
      sql`${table.source} IN ('complaint', 'survey', 'staff', 'audit')`,
    ),
    check(
      "improvement_actions_status",
      sql`${table.status} IN ('planned', 'in_progress', 'done', 'abandoned')`,
    ),
    // Finished means done or abandoned, and says what came of it.
    check(
      "improvement_actions_finished",
      sql`(${table.finished_at} IS NOT NULL) = (${table.status} IN ('done', 'abandoned')) AND (${table.finished_at} IS NULL OR ${table.outcome} IS NOT NULL)`,
    ),
    check(
      "improvement_actions_text_length",
      sql.raw(
        `char_length(title) <= ${MAX_COMPLAINT_TEXT} AND char_length(outcome) <= ${MAX_COMPLAINT_TEXT}`,
      ),
    ),
    uniqueIndex("improvement_actions_complaint_key").on(table.complaint_id),
    uniqueIndex("improvement_actions_survey_answer_key").on(table.survey_answer_id),
    uniqueIndex("improvement_actions_stakeholder_answer_key").on(table.stakeholder_answer_id),
    index("improvement_actions_created_idx").on(
      table.created_at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * The bodies the provider works with for trainees with a disability (Agefiph, Cap emploi, MDPH,
 * Ressource handicap formation…): Qualiopi indicator 26 asks for this network, kept by staff.
 */
export const disabilityPartners = pgTable(
  "disability_partners",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    // What the body brings: funding of adaptations, assessment, a referent's advice…
    role: text("role"),
    // Who to call there, by phone or e-mail, as staff write it.
    contact: text("contact"),
    website: text("website"),
    created_at: createdAt(),
  },
  (table) => [
    check(
      "disability_partners_lengths",
      sql`char_length(${table.name}) BETWEEN 1 AND 200 AND char_length(${table.role}) <= 1000 AND char_length(${table.contact}) <= 500 AND char_length(${table.website}) <= 500`,
    ),
    check(
      "disability_partners_website",
      sql`${table.website} IS NULL OR ${table.website} LIKE 'https://%'`,
    ),
    index("disability_partners_name_idx").on(table.name),
  ],
);
