import {
  pgTable,
  serial,
  integer,
  text,
  type AnyPgColumn,
  smallint,
  timestamp,
  check,
  uniqueIndex,
  index,
  boolean,
} from "drizzle-orm/pg-core";
import { registrations } from "@/features/registrations/tables";
import {
  surveyKinds,
  objectiveAnswers,
  MAX_SURVEY_COMMENT,
  commentStatuses,
  LOW_RATING_AT_MOST,
} from "./constants";
import { trainingSessions } from "@/features/sessions/tables";
import { sql } from "drizzle-orm";
import { createdAt } from "@/db/columns";
import { users } from "@/server/auth/tables";

/**
 * One survey sent to one person, queued once, reminded at most once, answered at most once: a
 * trainee's for their session (issue 23), reached through their registration; or another
 * stakeholder's (issue 48): the paying company's and the trainer's for a session, a funder's for
 * a year, each with the name and address it was sent to.
 */
export const surveyInvitations = pgTable(
  "survey_invitations",
  {
    id: serial("id").primaryKey(),
    registration_id: integer("registration_id").references(() => registrations.id, {
      onDelete: "cascade",
    }),
    kind: text("kind", { enum: surveyKinds }).notNull(),
    // A company's or a trainer's survey: the session it asks about.
    session_id: integer("session_id").references(() => trainingSessions.id, {
      onDelete: "cascade",
    }),
    // A funder's: the contact asked, and the year (Paris time) of the asking. A contact taken off
    // the list leaves its answers.
    funder_id: integer("funder_id").references((): AnyPgColumn => funderContacts.id, {
      onDelete: "set null",
    }),
    year: smallint("year"),
    // A stakeholder's name as the mail greets it ('Acme', 'Inès Garnier', 'OPCO Atlas'), and the
    // address the survey went to.
    recipient: text("recipient"),
    email: text("email"),
    sent_at: timestamp("sent_at", { withTimezone: true }).notNull(),
    reminded_at: timestamp("reminded_at", { withTimezone: true }),
    answered_at: timestamp("answered_at", { withTimezone: true }),
  },
  (table) => [
    check(
      "survey_invitations_kind",
      sql`${table.kind} IN ('end', 'cold', 'company', 'trainer', 'funder')`,
    ),
    // Each kind has the one subject it asks about, and a stakeholder the address it went to.
    check(
      "survey_invitations_subject",
      sql`CASE WHEN ${table.kind} IN ('end', 'cold') THEN ${table.registration_id} IS NOT NULL AND ${table.session_id} IS NULL AND ${table.year} IS NULL AND ${table.email} IS NULL
        ELSE ${table.registration_id} IS NULL AND ${table.email} IS NOT NULL AND ${table.recipient} IS NOT NULL
          AND (${table.kind} = 'funder') = (${table.year} IS NOT NULL) AND (${table.kind} = 'funder') = (${table.session_id} IS NULL) END`,
    ),
    // One survey of each kind per trainee: two workers at the same moment insert it once.
    uniqueIndex("survey_invitations_registration_kind_key").on(table.registration_id, table.kind),
    // One per company and one for the trainer of a session, one per funder and year.
    uniqueIndex("survey_invitations_company_key")
      .on(table.session_id, sql`lower(${table.recipient})`)
      .where(sql`${table.kind} = 'company'`),
    uniqueIndex("survey_invitations_trainer_key")
      .on(table.session_id)
      .where(sql`${table.kind} = 'trainer'`),
    uniqueIndex("survey_invitations_funder_year_key")
      .on(table.funder_id, table.year)
      .where(sql`${table.funder_id} IS NOT NULL`),
    // The Qualiopi page's counts of the surveys sent in a period, by kind.
    index("survey_invitations_kind_sent_idx").on(table.kind, table.sent_at),
    // The purge of the stakeholders' surveys of sessions ended long ago, and of old years'.
    index("survey_invitations_session_idx").on(table.session_id),
    index("survey_invitations_year_idx")
      .on(table.year)
      .where(sql`${table.year} IS NOT NULL`),
    index("survey_invitations_unanswered_idx")
      .on(table.sent_at)
      .where(sql`${table.answered_at} IS NULL AND ${table.reminded_at} IS NULL`),
  ],
);

/**
 * The links of an invitation (its first mail's, its reminder's), by the SHA-256 of their 256-bit
 * token: the database never holds a usable link. Each expires on its own.
 */
export const surveyTokens = pgTable(
  "survey_tokens",
  {
    token_hash: text("token_hash").primaryKey(),
    invitation_id: integer("invitation_id")
      .notNull()
      .references(() => surveyInvitations.id, { onDelete: "cascade" }),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  // What the purge of an invitation deletes with it.
  (table) => [index("survey_tokens_invitation_idx").on(table.invitation_id)],
);

/** A trainee's answer to the 'à froid' survey, three months after the session. */
export const surveyFollowups = pgTable(
  "survey_followups",
  {
    id: serial("id").primaryKey(),
    invitation_id: integer("invitation_id")
      .notNull()
      .references(() => surveyInvitations.id, { onDelete: "cascade" }),
    applied: text("applied", { enum: objectiveAnswers }).notNull(),
    comment: text("comment"),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex("survey_followups_invitation_key").on(table.invitation_id),
    check("survey_followups_applied", sql`${table.applied} IN ('oui', 'partiel', 'non')`),
    check(
      "survey_followups_comment_length",
      sql.raw(`char_length(comment) <= ${MAX_SURVEY_COMMENT}`),
    ),
  ],
);

const rating = (name: string) => smallint(name).notNull();

/**
 * A company's, a trainer's or a funder's answers (Qualiopi indicator 30): the same three
 * questions, worded for each (features/surveys/schema.ts), and a comment never published.
 */
export const stakeholderAnswers = pgTable(
  "stakeholder_answers",
  {
    id: serial("id").primaryKey(),
    invitation_id: integer("invitation_id")
      .notNull()
      .references(() => surveyInvitations.id, { onDelete: "cascade" }),
    overall: rating("overall"),
    // Whether the training met the company's needs, the group could reach the objectives, the
    // files met the funder's requirements.
    met: text("met", { enum: objectiveAnswers }).notNull(),
    // The exchanges with the provider, or for a trainer the session's preparation.
    exchanges: rating("exchanges"),
    comment: text("comment"),
    // Qualiopi indicator 32, as for a trainee's answer: the action taken, by whom and when.
    handled_at: timestamp("handled_at", { withTimezone: true }),
    handled_by: integer("handled_by").references(() => users.id, { onDelete: "set null" }),
    action_note: text("action_note"),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex("stakeholder_answers_invitation_key").on(table.invitation_id),
    check(
      "stakeholder_answers_handled_note",
      sql`(${table.handled_at} IS NULL) = (${table.action_note} IS NULL)`,
    ),
    check(
      "stakeholder_answers_action_note_length",
      sql.raw(`char_length(action_note) <= ${MAX_SURVEY_COMMENT}`),
    ),
    check(
      "stakeholder_answers_ratings",
      sql`${table.overall} BETWEEN 1 AND 5 AND ${table.exchanges} BETWEEN 1 AND 5`,
    ),
    check("stakeholder_answers_met", sql`${table.met} IN ('oui', 'partiel', 'non')`),
    check(
      "stakeholder_answers_comment_length",
      sql.raw(`char_length(comment) <= ${MAX_SURVEY_COMMENT}`),
    ),
    index("stakeholder_answers_created_at_idx").on(
      table.created_at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

/** A trainee's answers to one survey. */
export const surveyAnswers = pgTable(
  "survey_answers",
  {
    id: serial("id").primaryKey(),
    invitation_id: integer("invitation_id")
      .notNull()
      .references(() => surveyInvitations.id, { onDelete: "cascade" }),
    overall: rating("overall"),
    objectives: text("objectives", { enum: objectiveAnswers }).notNull(),
    trainer: rating("trainer"),
    content: rating("content"),
    organisation: rating("organisation"),
    recommends: boolean("recommends").notNull(),
    comment: text("comment"),
    // Publishing the comment, anonymously, needs the trainee's own tick, then an admin's approval.
    publish_consent: boolean("publish_consent").notNull().default(false),
    comment_status: text("comment_status", { enum: commentStatuses }).notNull().default("pending"),
    // Qualiopi indicator 32: the answer analysed and the action taken, by whom and when.
    handled_at: timestamp("handled_at", { withTimezone: true }),
    handled_by: integer("handled_by").references(() => users.id, { onDelete: "set null" }),
    action_note: text("action_note"),
    // A rating of 1 or 2 out of 5 goes into the administrators' next digest (low-rating-digest.ts).
    low_rating_mailed_at: timestamp("low_rating_mailed_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex("survey_answers_invitation_key").on(table.invitation_id),
    index("survey_answers_low_rating_unmailed_idx")
      .on(table.id)
      .where(
        sql`${table.overall} <= ${sql.raw(String(LOW_RATING_AT_MOST))} AND ${table.low_rating_mailed_at} IS NULL`,
      ),
    // The dashboard's figure of low ratings still to handle.
    index("survey_answers_low_rating_open_idx")
      .on(table.id)
      .where(
        sql`${table.overall} <= ${sql.raw(String(LOW_RATING_AT_MOST))} AND ${table.handled_at} IS NULL`,
      ),
    index("survey_answers_low_rating_mailed_idx")
      .on(table.low_rating_mailed_at)
      .where(sql`${table.low_rating_mailed_at} IS NOT NULL`),
    index("survey_answers_created_at_idx").on(
      table.created_at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    check(
      "survey_answers_comment_status",
      sql`${table.comment_status} IN ('pending', 'approved', 'hidden')`,
    ),
    // Only a comment its author agreed to publish can be approved.
    check(
      "survey_answers_approved_consent",
      sql`${table.comment_status} <> 'approved' OR (${table.publish_consent} AND ${table.comment} IS NOT NULL)`,
    ),
    check(
      "survey_answers_handled_note",
      sql`(${table.handled_at} IS NULL) = (${table.action_note} IS NULL)`,
    ),
    check(
      "survey_answers_action_note_length",
      sql.raw(`char_length(action_note) <= ${MAX_SURVEY_COMMENT}`),
    ),
    check(
      "survey_answers_ratings",
      sql`${table.overall} BETWEEN 1 AND 5 AND ${table.trainer} BETWEEN 1 AND 5 AND ${table.content} BETWEEN 1 AND 5 AND ${table.organisation} BETWEEN 1 AND 5`,
    ),
    check("survey_answers_objectives", sql`${table.objectives} IN ('oui', 'partiel', 'non')`),
    check(
      "survey_answers_comment_length",
      sql.raw(`char_length(comment) <= ${MAX_SURVEY_COMMENT}`),
    ),
  ],
);

/**
 * The funders the provider works with (OPCO, France Travail, a Region…), each with the contact
 * who receives the yearly survey (Qualiopi indicator 30), kept by staff.
 */
export const funderContacts = pgTable(
  "funder_contacts",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    contact_name: text("contact_name"),
    email: text("email").notNull(),
    created_at: createdAt(),
  },
  (table) => [
    check(
      "funder_contacts_lengths",
      sql`char_length(${table.name}) BETWEEN 1 AND 200 AND char_length(${table.contact_name}) <= 200 AND char_length(${table.email}) <= 254`,
    ),
    index("funder_contacts_name_idx").on(table.name),
  ],
);
