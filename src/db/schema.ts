import { sql } from "drizzle-orm";
import type { MailAttachment } from "@/lib/mail-attachment";
import { agreementKinds, certificateKinds } from "@/lib/training-law";
import { fundingSources } from "@/config/funding";
import { requestStatuses } from "@/features/contact/constants";
import {
  halfDays,
  MAX_CAPACITY,
  type ScheduledDay,
  sessionPlaces,
  sessionStatuses,
} from "@/features/sessions/constants";
import {
  commentStatuses,
  LOW_RATING_AT_MOST,
  MAX_SURVEY_COMMENT,
  objectiveAnswers,
  surveyKinds,
} from "@/features/surveys/constants";
import {
  type PositioningQuestion,
  type QuestionnaireAnswer,
  questionnaires,
  type QuizQuestion,
} from "@/features/assessment/constants";
import {
  claimantKinds,
  improvementSources,
  improvementStatuses,
  MAX_COMPLAINT_TEXT,
} from "@/features/quality/constants";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { MAX_CANCEL_REASON, registrationStatuses } from "@/features/registrations/constants";
import {
  attendanceStatuses,
  MAX_SIGNATURE_PATH,
  scanFormats,
  signatureKinds,
} from "@/features/attendance/constants";

/**
 * Column names follow the specification (`price_no_tax`, `event_id`, `nom`, `training_program`...)
 * so that the spec can be read against the schema. Dates without time (`date`) are kept as
 * `YYYY-MM-DD` strings: they are calendar days in Europe/Paris, never instants.
 */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Mapping of chapter title to its sub-parts (a list) or a single text. */
export type TrainingProgram = Record<string, string[] | string>;

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
    created_at: createdAt(),
  },
  (table) => [
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

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    content: text("content").notNull().default(""),
    emoji: text("emoji"),
    date: date("date")
      .notNull()
      .default(sql`CURRENT_DATE`),
    published: boolean("published").notNull().default(true),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    uniqueIndex("blog_posts_slug_key").on(table.slug),
    check("blog_posts_slug_format", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("blog_posts_title_not_blank", sql`btrim(${table.title}) <> ''`),
    // The blog list: published posts, newest first, paginated. `ORDER BY … DESC` puts nulls first:
    // an index sorted with nulls last (drizzle's default for desc()) cannot serve it, and every
    // page of the blog then sorted the whole table.
    index("blog_posts_published_date_idx").on(
      table.published,
      table.date.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The dashboard's articles, drafts and published together, newest first.
    index("blog_posts_date_idx").on(table.date.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);

/* ---------- Better Auth (accounts, sessions, verification tokens, rate limits) ---------- */

export const authUsers = pgTable("auth_user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  // What the person typed at sign-up, offered again at onboarding (the spec's sign-up metadata).
  firstName: text("first_name"),
  lastName: text("last_name"),
  phone: text("phone"),
  // The invitation this account was created through (its token came with the sign-up): the
  // only way to an invitation's rights, which never follow a mere address.
  invitationId: integer("invitation_id").references((): AnyPgColumn => userInvitations.id, {
    onDelete: "set null",
  }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const authSessions = pgTable(
  "auth_session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("auth_session_user_id_idx").on(table.userId)],
);

export const authAccounts = pgTable(
  "auth_account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("auth_account_user_id_idx").on(table.userId)],
);

export const authVerifications = pgTable(
  "auth_verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("auth_verification_identifier_idx").on(table.identifier)],
);

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

/* ---------- Staff profiles and invitations ---------- */

/** Staff and team profiles. Those with at least one role are shown in the public team section. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    // The auth account; empty for team members shown on the site who never signed in.
    user_id: text("user_id").references(() => authUsers.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    last_name: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    admin: boolean("admin").notNull().default(false),
    titre: text("titre"),
    roles: text("roles").array(),
    password_setup_required: boolean("password_setup_required").notNull().default(true),
    // Team and staff: profiles created through an invitation or listed by the provider. An
    // uninvited sign-up gets a personal space (staff false) and never counts as staff.
    staff: boolean("staff").notNull().default(false),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex("users_user_id_key").on(table.user_id),
    uniqueIndex("users_email_key").on(sql`lower(${table.email})`),
    // The spec stores an empty role list as NULL; the database refuses the ambiguous '{}'.
    check("users_roles_not_empty", sql`${table.roles} IS NULL OR cardinality(${table.roles}) > 0`),
    index("users_name_idx").on(table.name),
  ],
);

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

export const invitationStatuses = ["pending", "accepted", "expired"] as const;

export const userInvitations = pgTable(
  "user_invitations",
  {
    id: serial("id").primaryKey(),
    // SHA-256 of the token sent by e-mail; the token itself is never stored.
    invitation_token_hash: text("invitation_token_hash").notNull(),
    email: text("email").notNull(),
    status: text("status", { enum: invitationStatuses }).notNull().default("pending"),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    accepted_at: timestamp("accepted_at", { withTimezone: true }),
    invited_by: text("invited_by").references(() => authUsers.id, { onDelete: "set null" }),
    pre_filled_name: text("pre_filled_name"),
    pre_filled_last_name: text("pre_filled_last_name"),
    pre_filled_phone: text("pre_filled_phone"),
    pre_filled_admin: boolean("pre_filled_admin").notNull().default(false),
    pre_filled_roles: text("pre_filled_roles").array(),
    pre_filled_titre: text("pre_filled_titre"),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex("user_invitations_token_hash_key").on(table.invitation_token_hash),
    check("user_invitations_status", sql`${table.status} IN ('pending', 'accepted', 'expired')`),
    check(
      "user_invitations_accepted_at",
      sql`(${table.status} = 'accepted') = (${table.accepted_at} IS NOT NULL)`,
    ),
    // One pending invitation per address: re-inviting replaces it.
    uniqueIndex("user_invitations_pending_email_key")
      .on(sql`lower(${table.email})`)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/* ---------- Contact and quote requests ---------- */

export const contactRequests = pgTable(
  "contact_requests",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company").notNull(),
    // A request outlives the catalogue entry it was about.
    desired_formation_id: integer("desired_formation_id").references(() => formations.id, {
      onDelete: "set null",
    }),
    desired_location_id: integer("desired_location_id").references(() => locations.id, {
      onDelete: "set null",
    }),
    message: text("message").notNull(),
    is_psh: boolean("is_psh").notNull().default(false),
    psh_details: text("psh_details"),
    // What a quote request may add: how many people, when, and how it would be paid for.
    participants: integer("participants"),
    desired_period: text("desired_period"),
    // Qualiopi indicator 4: the group's needs as a quote request states them.
    needs: jsonb("needs").$type<QuestionnaireAnswer[]>(),
    funding: text("funding", { enum: fundingSources }),
    status: text("status", { enum: requestStatuses }).notNull().default("new"),
    // Who on the staff answers it; a spam is out of the inbox, its figures and exports.
    assignee_id: integer("assignee_id").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    spam: boolean("spam").notNull().default(false),
    created_at: createdAt(),
  },
  (table) => [
    check("contact_requests_status", sql`${table.status} IN ('new', 'in_progress', 'handled')`),
    check("contact_requests_psh_details", sql`${table.is_psh} OR ${table.psh_details} IS NULL`),
    check(
      "contact_requests_participants",
      sql`${table.participants} IS NULL OR ${table.participants} BETWEEN 1 AND 9999`,
    ),
    check(
      "contact_requests_funding",
      sql`${table.funding} IS NULL OR ${table.funding} IN ('entreprise', 'opco', 'cpf', 'personnel')`,
    ),
    // Nulls first, as `ORDER BY … DESC` sorts (see blog_posts_published_date_idx).
    index("contact_requests_status_created_idx").on(
      table.status,
      table.created_at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The inbox's default view (every status but spam) and its count.
    index("contact_requests_spam_created_idx").on(
      table.spam,
      table.created_at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The prospects' purge: the old requests, then whether their sender wrote again since.
    index("contact_requests_created_idx").on(table.created_at),
    index("contact_requests_email_created_idx").on(sql`lower(${table.email})`, table.created_at),
  ],
);

/** Staff's internal notes on a request: never shown to its sender, gone with the request. */
export const requestNotes = pgTable(
  "request_notes",
  {
    id: serial("id").primaryKey(),
    request_id: integer("request_id")
      .notNull()
      .references(() => contactRequests.id, { onDelete: "cascade" }),
    // The author's name is copied so the note survives the profile.
    author_id: integer("author_id").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    author_name: text("author_name").notNull(),
    text: text("text").notNull(),
    created_at: createdAt(),
  },
  (table) => [index("request_notes_request_idx").on(table.request_id, table.created_at)],
);

/* ---------- E-mail outbox ---------- */

export const outboxStatuses = ["pending", "sending", "sent", "failed"] as const;

/**
 * Every e-mail is inserted here in the transaction of the data it is about, then delivered by
 * the outbox worker; in development the rows are the mailbox.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    // The files it carries (a convocation's calendar entry); none for most mails.
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    status: text("status", { enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    last_error: text("last_error"),
    created_at: createdAt(),
    sent_at: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    check("outbox_status", sql`${table.status} IN ('pending', 'sending', 'sent', 'failed')`),
    index("outbox_due_idx").on(table.status, table.next_attempt_at),
    // The mails to a prospect whose requests are purged.
    index("outbox_to_idx").on(sql`lower(${table.to})`),
  ],
);

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
 * A dated session of a formation, with its seats. 'training_sessions', since `sessions` holds the
 * sign-in sessions. Cancelled rather than deleted once people registered: the registrations
 * refer to it (restrict).
 */
export const trainingSessions = pgTable(
  "training_sessions",
  {
    id: serial("id").primaryKey(),
    formation_id: integer("formation_id")
      .notNull()
      .references(() => formations.id, { onDelete: "restrict" }),
    start_date: date("start_date").notNull(),
    end_date: date("end_date").notNull(),
    // '9 h – 17 h', as staff write it on the convocation.
    daily_hours: text("daily_hours"),
    // The days taught, each with its own hours when they differ, for a session not taught every
    // weekday from its first day to its last (null: those weekdays, at the daily hours).
    schedule: jsonb("schedule").$type<ScheduledDay[]>(),
    place: text("place", { enum: sessionPlaces }).notNull(),
    // For a session at a permanent location; a deleted location leaves it 'à préciser'.
    location_id: integer("location_id").references(() => locations.id, { onDelete: "set null" }),
    capacity: integer("capacity").notNull(),
    // Seats staff keep for people registered another way (a phone call, a client's quota).
    held_seats: integer("held_seats").notNull().default(0),
    // Otherwise the formation's price.
    price_no_tax: numeric("price_no_tax", { precision: 10, scale: 2 }),
    status: text("status", { enum: sessionStatuses }).notNull().default("planned"),
    published: boolean("published").notNull().default(false),
    // Who teaches it, as the attendance sheet and the convocation name them.
    trainer: text("trainer"),
    // Where the trainer's survey goes once the session has ended (Qualiopi indicator 30).
    trainer_email: text("trainer_email"),
    // The virtual classroom of a remote session, sent in the convocation (https only).
    remote_link: text("remote_link"),
    // What trainees bring ('Votre ordinateur portable, Python 3.12 installé'), in the reminders.
    what_to_bring: text("what_to_bring"),
    // The trainer's diplomas, titles or references, as a contract must state them (L6353-4, 4°).
    trainer_credentials: text("trainer_credentials"),
    // When the trainees' certificates went out, once the session ended with its attendance complete.
    certificates_issued_at: timestamp("certificates_issued_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (table) => [
    check("training_sessions_date_order", sql`${table.end_date} >= ${table.start_date}`),
    // A schedule names the session's days from its first to its last, never none (an empty list
    // reads no day: coalesce makes it fail the check rather than pass it as unknown).
    check(
      "training_sessions_schedule",
      sql`${table.schedule} IS NULL OR CASE WHEN jsonb_typeof(${table.schedule}) = 'array' THEN coalesce(${table.schedule} -> 0 ->> 'day' = ${table.start_date}::text AND ${table.schedule} -> -1 ->> 'day' = ${table.end_date}::text, false) ELSE false END`,
    ),
    check("training_sessions_place", sql`${table.place} IN ('location', 'remote', 'client')`),
    check("training_sessions_status", sql`${table.status} IN ('planned', 'open', 'cancelled')`),
    check(
      "training_sessions_capacity",
      sql`${table.capacity} BETWEEN 1 AND ${sql.raw(String(MAX_CAPACITY))}`,
    ),
    check("training_sessions_held_seats", sql`${table.held_seats} BETWEEN 0 AND ${table.capacity}`),
    check(
      "training_sessions_price_not_negative",
      sql`${table.price_no_tax} IS NULL OR ${table.price_no_tax} >= 0`,
    ),
    // An intra-company session is arranged with its client, never offered on the site.
    check(
      "training_sessions_client_not_published",
      sql`NOT (${table.place} = 'client' AND ${table.published})`,
    ),
    // A link that a mail carries to trainees: never javascript: nor plain http.
    check(
      "training_sessions_remote_link_https",
      sql`${table.remote_link} IS NULL OR ${table.remote_link} LIKE 'https://%'`,
    ),
    index("training_sessions_formation_start_idx").on(table.formation_id, table.start_date),
    index("training_sessions_start_idx").on(table.start_date),
    // What ended before a day: the surveys' and the trainers' addresses' purges.
    index("training_sessions_end_idx").on(table.end_date),
  ],
);

/** One trainee's registration to a session, with who pays and what the provider must adapt. */
export const registrations = pgTable(
  "registrations",
  {
    id: serial("id").primaryKey(),
    session_id: integer("session_id")
      .notNull()
      .references(() => trainingSessions.id, { onDelete: "restrict" }),
    // The participant as a person reads it ('Marc Petit'), in mails and on the dashboard.
    trainee_name: text("trainee_name").notNull(),
    // The same, split as the form asks it, for 'PETIT Marc' and the order by last name on
    // sheets, exports and certificates. Both empty only on a registration made before the form
    // asked them apart whose name migration 0021 could not split with certainty.
    last_name: text("last_name"),
    first_name: text("first_name"),
    email: text("email").notNull(),
    phone: text("phone"),
    // Absent for someone who pays for their own training.
    company: text("company"),
    payer: text("payer", { enum: fundingSources }).notNull(),
    // The funder's own number for this trainee's file (an OPCO's « n° de dossier », a CPF
    // order's), which staff enter and the attendance sheet prints beside the company.
    funder_file_number: text("funder_file_number"),
    // The company a convention binds, as staff enter it (docs/decisions/078, point 3): its SIRET
    // and address beside its legal name (\`company\`), and the person who accepts the convention
    // in its name, who is not always the trainee. Null until staff enter them, and for a person
    // paying for themself.
    company_siret: text("company_siret"),
    company_address: text("company_address"),
    signatory_name: text("signatory_name"),
    signatory_position: text("signatory_position"),
    signatory_email: text("signatory_email"),
    is_psh: boolean("is_psh").notNull().default(false),
    psh_details: text("psh_details"),
    status: text("status", { enum: registrationStatuses }).notNull().default("pending"),
    // A colleague registered with someone points to the registrant's row: they are confirmed
    // together, by the registrant's link
    // (docs/decisions/061-registrations-strangers-cannot-abuse.md).
    registrant_id: integer("registrant_id").references((): AnyPgColumn => registrations.id, {
      onDelete: "cascade",
    }),
    // SHA-256 of the link mailed to a visitor who registered (the registrant's row only); the
    // token itself is never stored. Staff registrations have none.
    confirmation_token_hash: text("confirmation_token_hash").unique(),
    // When the registrant opened their link and confirmed: from then on the group holds seats.
    confirmed_at: timestamp("confirmed_at", { withTimezone: true }),
    // When the convocation went to the outbox: each trainee gets it once.
    convoked_at: timestamp("convoked_at", { withTimezone: true }),
    // When the registration was cancelled, and the trainee's reason when they cancelled it
    // themselves on their page (staff cancellations have none).
    cancelled_at: timestamp("cancelled_at", { withTimezone: true }),
    cancel_reason: text("cancel_reason"),
    // The trainee's request, from their page, to move to another session of the formation; staff
    // accept it on the session page.
    move_request_session_id: integer("move_request_session_id").references(
      (): AnyPgColumn => trainingSessions.id,
      { onDelete: "set null" },
    ),
    // The price excluding tax agreed for this place when it is not its session's: staff kept
    // the trainee's price when they moved them to a session priced otherwise
    // (docs/decisions/079). Null: the session's price, else its formation's.
    agreed_price_no_tax: numeric("agreed_price_no_tax", { precision: 10, scale: 2 }),
    // Who held the place before a colleague took it over ('Marc Petit'), for staff.
    handed_over_from: text("handed_over_from"),
    // The convention or contract in force for this place: a contract is the trainee's own, a
    // convention its company's for the session, listing each of its trainees it covers
    // (docs/decisions/080). Null until one is issued, and once it no longer describes the place.
    agreement_id: integer("agreement_id").references((): AnyPgColumn => registrationAgreements.id, {
      onDelete: "set null",
    }),
    // The minutes attended out of those planned, as the attendance records them
    // (features/attendance/marks.ts): what the published completion rate counts. Null until
    // a half-day of the registration is recorded.
    attended_minutes: integer("attended_minutes"),
    planned_minutes: integer("planned_minutes"),
    // A seat freed for the waiting list is held this long for its trainee to take on their page;
    // null once taken, or for a seat nobody offered.
    offer_expires_at: timestamp("offer_expires_at", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt().$onUpdate(() => new Date()),
  },
  (table) => [
    check("registrations_trainee_not_blank", sql`btrim(${table.trainee_name}) <> ''`),
    check(
      "registrations_name_parts",
      sql`(${table.last_name} IS NULL AND ${table.first_name} IS NULL) OR (btrim(${table.last_name}) <> '' AND btrim(${table.first_name}) <> '')`,
    ),
    check("registrations_payer", sql`${table.payer} IN ('entreprise', 'opco', 'cpf', 'personnel')`),
    check(
      "registrations_status",
      sql`${table.status} IN ('unconfirmed', 'pending', 'confirmed', 'waiting', 'cancelled', 'present')`,
    ),
    check("registrations_psh_details", sql`${table.is_psh} OR ${table.psh_details} IS NULL`),
    check(
      "registrations_agreed_price_not_negative",
      sql`${table.agreed_price_no_tax} IS NULL OR ${table.agreed_price_no_tax} >= 0`,
    ),
    check(
      "registrations_cancel_reason_length",
      sql.raw(`char_length(cancel_reason) <= ${MAX_CANCEL_REASON}`),
    ),
    // The seats of a session, and its waiting list in order of arrival.
    index("registrations_session_status_idx").on(
      table.session_id,
      table.status,
      table.created_at,
      table.id,
    ),
    index("registrations_registrant_idx").on(table.registrant_id),
    index("registrations_offer_expires_idx")
      .on(table.offer_expires_at)
      .where(sql`${table.offer_expires_at} IS NOT NULL`),
    // The places a document covers, read when it is superseded.
    index("registrations_agreement_idx")
      .on(table.agreement_id)
      .where(sql`${table.agreement_id} IS NOT NULL`),
  ],
);

/**
 * The links of a trainee's own page ('Mon inscription'), one per mail that carried it, by the
 * SHA-256 of their 256-bit token. Revoked when the place is handed to a colleague: the page is
 * theirs from then on. They serve until a while after the session (trainee-link.ts).
 */
export const registrationTokens = pgTable(
  "registration_tokens",
  {
    token_hash: text("token_hash").primaryKey(),
    registration_id: integer("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    // The address the link was mailed to: it opens the registration only while that is still
    // the registration's address, whatever raced a hand-over.
    email: text("email").notNull(),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (table) => [index("registration_tokens_registration_idx").on(table.registration_id)],
);

/** Raw bytes: PostgreSQL's bytea, a Buffer on the way in (node-postgres and PGlite give bytes back). */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A convention or contract (docs/decisions/068-conventions-and-contracts.md): the file as issued,
 * kept so that the PDF its signer reads and accepts is the one staff sent, and the evidence of
 * its online acceptance. A contract is one trainee's; a convention binds a company for those of
 * its trainees at a session it lists (docs/decisions/080): the places it covers point to it
 * (`registrations.agreement_id`). A change of terms before acceptance, or of session, supersedes
 * it; the superseded row stays as the record of what was issued or signed.
 */
export const registrationAgreements = pgTable(
  "registration_agreements",
  {
    id: serial("id").primaryKey(),
    // The place it was issued from, which gives its number: the trainee's for a contract, the
    // first of those a convention lists. The purge of the session's places takes it with them.
    registration_id: integer("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: agreementKinds }).notNull(),
    // 'CONT-2026-00042', then '-2', '-3' for the documents that replace it.
    number: text("number").notNull(),
    // Everything the document prints (features/agreements/content.ts), for its evidence page.
    content: jsonb("content").$type<unknown>().notNull(),
    issued_at: timestamp("issued_at", { withTimezone: true }).notNull(),
    // The file as issued: what the mail joins, the page offers and the signer accepts, byte for byte.
    issued_pdf: bytes("issued_pdf").notNull(),
    issued_sha256: text("issued_sha256").notNull(),
    sent_at: timestamp("sent_at", { withTimezone: true }),
    accepted_at: timestamp("accepted_at", { withTimezone: true }),
    // Who accepted it, as they typed their name and, for a company, their position.
    signer_name: text("signer_name"),
    signer_position: text("signer_position"),
    signer_address: text("signer_address"),
    signer_user_agent: text("signer_user_agent"),
    // The document followed by its evidence page, as staff and the trainee download it once accepted.
    accepted_pdf: bytes("accepted_pdf"),
    superseded_at: timestamp("superseded_at", { withTimezone: true }),
  },
  (table) => [
    check("registration_agreements_kind", sql`${table.kind} IN ('convention', 'contract')`),
    check(
      "registration_agreements_acceptance",
      sql`(${table.accepted_at} IS NULL) = (${table.accepted_pdf} IS NULL) AND (${table.accepted_at} IS NULL) = (${table.signer_name} IS NULL)`,
    ),
    uniqueIndex("registration_agreements_number_key").on(table.number),
    // What the purge of a registration deletes with it, and the count that numbers the next one.
    index("registration_agreements_registration_idx").on(table.registration_id),
  ],
);

/** The columns of a signature: drawn (an SVG path in a 300 × 100 box) or the signer's typed name. */
const signatureColumns = () => ({
  signature_kind: text("signature_kind", { enum: signatureKinds }),
  signature: text("signature"),
  signed_at: timestamp("signed_at", { withTimezone: true }),
  // The evidence kept with it: the signer's full client address and browser.
  signer_address: text("signer_address"),
  signer_user_agent: text("signer_user_agent"),
});

/** A signature's columns go together, and a drawn one stays a few dozen strokes. */
const signatureChecks = (table: string) => [
  check(
    `${table}_signature`,
    sql.raw(
      "(signature_kind IS NULL) = (signature IS NULL) AND (signature IS NULL) = (signed_at IS NULL)",
    ),
  ),
  check(`${table}_signature_kind`, sql.raw("signature_kind IN ('drawn', 'typed')")),
  check(`${table}_signature_length`, sql.raw(`char_length(signature) <= ${MAX_SIGNATURE_PATH}`)),
];

/**
 * A trainee's attendance at one half-day of their session
 * (docs/decisions/069-attendance-per-half-day.md): set by their own signature, by the QR code in
 * the room or their link, or by staff. A half-day with no row is 'non renseigné'.
 */
export const attendanceMarks = pgTable(
  "attendance_marks",
  {
    registration_id: integer("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    half: text("half", { enum: halfDays }).notNull(),
    status: text("status", { enum: attendanceStatuses }).notNull(),
    // For a partial attendance, the Paris times the trainee arrived and left ('09:40').
    arrived_at: text("arrived_at"),
    left_at: text("left_at"),
    ...signatureColumns(),
    // Whether the trainee signed by the QR code in the room or by their link, from afar.
    signed_from: text("signed_from", { enum: ["room", "remote"] }),
    // The staff member who last set the status; null when the trainee's signature set it.
    marked_by: integer("marked_by").references(() => users.id, { onDelete: "set null" }),
    // Why staff recorded a presence the trainee did not sign ('téléphone oublié'): the sheet
    // prints it in the box, never a signature (docs/decisions/078).
    reason: text("reason"),
    // When staff settled the half-day as not certified: its proof will not come, and the
    // trainee's certificate goes out without its hours rather than wait for ever.
    uncertified_at: timestamp("uncertified_at", { withTimezone: true }),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.registration_id, table.day, table.half] }),
    check("attendance_marks_half", sql`${table.half} IN ('am', 'pm')`),
    check("attendance_marks_status", sql`${table.status} IN ('present', 'absent', 'partial')`),
    check(
      "attendance_marks_times",
      sql`(${table.status} = 'partial') = (${table.arrived_at} IS NOT NULL AND ${table.left_at} IS NOT NULL) AND (${table.arrived_at} IS NULL) = (${table.left_at} IS NULL) AND (${table.arrived_at} IS NULL OR ${table.arrived_at} < ${table.left_at})`,
    ),
    ...signatureChecks("attendance_marks"),
    check(
      "attendance_marks_signed_from",
      sql`(${table.signed_from} IS NULL) = (${table.signed_at} IS NULL)`,
    ),
  ],
);

/** The trainer's signature of a half-day, by their personal link or from the dashboard. */
export const attendanceCountersignatures = pgTable(
  "attendance_countersignatures",
  {
    session_id: integer("session_id")
      .notNull()
      .references(() => trainingSessions.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    half: text("half", { enum: halfDays }).notNull(),
    trainer_name: text("trainer_name").notNull(),
    ...signatureColumns(),
    // The staff member who countersigned from the dashboard; null by the trainer's link.
    signed_by: integer("signed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    primaryKey({ columns: [table.session_id, table.day, table.half] }),
    check("attendance_countersignatures_half", sql`${table.half} IN ('am', 'pm')`),
    check("attendance_countersignatures_signed", sql`${table.signed_at} IS NOT NULL`),
    ...signatureChecks("attendance_countersignatures"),
  ],
);

/**
 * The trainer's personal links to countersign a session, by the SHA-256 of their 256-bit
 * token: a trainer needs no staff account. Creating a new one revokes the previous.
 */
export const trainerLinks = pgTable(
  "trainer_links",
  {
    token_hash: text("token_hash").primaryKey(),
    session_id: integer("session_id")
      .notNull()
      .references(() => trainingSessions.id, { onDelete: "cascade" }),
    created_at: createdAt(),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("trainer_links_session_idx").on(table.session_id)],
);

/**
 * The session's attendance as it stood when certificates went out (docs/decisions/078, point
 * 1): the records its evidence page digests, byte for byte, and the signed sheet drawn from them,
 * so that the sheet, its JSON and the certificates agree for ever. A later correction makes the
 * next version, with its reason; the earlier ones stay downloadable.
 */
export const attendanceVersions = pgTable(
  "attendance_versions",
  {
    id: serial("id").primaryKey(),
    session_id: integer("session_id")
      .notNull()
      .references(() => trainingSessions.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    reason: text("reason").notNull(),
    record: text("record").notNull(),
    record_sha256: text("record_sha256").notNull(),
    sheet_pdf: bytes("sheet_pdf").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("attendance_versions_session_number_key").on(table.session_id, table.number),
  ],
);

/**
 * A link mailed to the person who accepts a convention in the company's name, when they are not
 * the trainee: it opens that registration's convention, to read and accept, and nothing else. It
 * opens while the registration still names that signatory at that address (the token is stored
 * hashed; the outbox forgets it once the mail is sent).
 */
export const signatoryLinks = pgTable(
  "signatory_links",
  {
    token_hash: text("token_hash").primaryKey(),
    registration_id: integer("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    created_at: createdAt(),
  },
  (table) => [index("signatory_links_registration_idx").on(table.registration_id)],
);

/**
 * A signed paper, scanned: the session's attendance sheet signed in the room, its proof instead
 * of the electronic signatures for every half-day ended when it came; or one trainee's signed
 * statement of presence at one half-day staff recorded for them. The last one sent is in force;
 * one replaced or taken away stays, with the time it stopped being the proof, so a mis-click
 * never loses the signed paper.
 */
export const attendanceScans = pgTable(
  "attendance_scans",
  {
    id: serial("id").primaryKey(),
    session_id: integer("session_id")
      .notNull()
      .references(() => trainingSessions.id, { onDelete: "cascade" }),
    // A trainee's statement names their registration and half-day; the session's sheet, none.
    registration_id: integer("registration_id").references(() => registrations.id, {
      onDelete: "cascade",
    }),
    day: date("day", { mode: "string" }),
    half: text("half", { enum: halfDays }),
    format: text("format", { enum: scanFormats }).notNull(),
    data: bytes("data").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    uploaded_at: timestamp("uploaded_at", { withTimezone: true }).notNull(),
    superseded_at: timestamp("superseded_at", { withTimezone: true }),
  },
  (table) => [
    check("attendance_scans_format", sql`${table.format} IN ('pdf', 'jpeg', 'png')`),
    check("attendance_scans_size", sql`${table.size} = octet_length(${table.data})`),
    check(
      "attendance_scans_scope",
      sql`(${table.registration_id} IS NULL) = (${table.day} IS NULL) AND (${table.day} IS NULL) = (${table.half} IS NULL) AND (${table.half} IS NULL OR ${table.half} IN ('am', 'pm'))`,
    ),
    uniqueIndex("attendance_scans_current_key")
      .on(table.session_id)
      .where(sql`${table.superseded_at} IS NULL AND ${table.registration_id} IS NULL`),
    uniqueIndex("attendance_scans_current_statement_key")
      .on(table.registration_id, table.day, table.half)
      .where(sql`${table.superseded_at} IS NULL AND ${table.registration_id} IS NOT NULL`),
    index("attendance_scans_session_idx").on(table.session_id),
    index("attendance_scans_registration_idx").on(table.registration_id),
  ],
);

/**
 * The provider's stamp and signature (« cachet et signature »), as its documents print them under
 * the legal representative's name: a PNG with its transparency. The last one sent is in force; a
 * replaced one stays, with the time it stopped being used.
 */
export const providerStamps = pgTable(
  "provider_stamps",
  {
    id: serial("id").primaryKey(),
    png: bytes("png").notNull(),
    sha256: text("sha256").notNull(),
    uploaded_at: timestamp("uploaded_at", { withTimezone: true }).notNull(),
    superseded_at: timestamp("superseded_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("provider_stamps_current_key")
      .on(sql`(true)`)
      .where(sql`${table.superseded_at} IS NULL`),
  ],
);

/**
 * A trainee's certificat de réalisation or attestation de fin de formation, as issued from the
 * attendance: the file kept byte for byte. A correction of the attendance supersedes it and
 * issues it anew; the superseded row stays as the record of what was sent.
 */
export const attendanceCertificates = pgTable(
  "attendance_certificates",
  {
    id: serial("id").primaryKey(),
    registration_id: integer("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: certificateKinds }).notNull(),
    issued_at: timestamp("issued_at", { withTimezone: true }).notNull(),
    attended_minutes: integer("attended_minutes").notNull(),
    planned_minutes: integer("planned_minutes").notNull(),
    pdf: bytes("pdf").notNull(),
    sha256: text("sha256").notNull(),
    superseded_at: timestamp("superseded_at", { withTimezone: true }),
  },
  (table) => [
    check("attendance_certificates_kind", sql`${table.kind} IN ('realisation', 'attestation')`),
    check(
      "attendance_certificates_minutes",
      sql`${table.attended_minutes} > 0 AND ${table.attended_minutes} <= ${table.planned_minutes}`,
    ),
    index("attendance_certificates_registration_idx").on(table.registration_id),
    uniqueIndex("attendance_certificates_current_key")
      .on(table.registration_id, table.kind)
      .where(sql`${table.superseded_at} IS NULL`),
  ],
);

/**
 * The reminders sent before a session, one row per trainee and reminder (7 days, 1 day): two
 * processes at the same moment insert it once, so each goes out once.
 */
export const registrationReminders = pgTable(
  "registration_reminders",
  {
    registration_id: integer("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    days_before: smallint("days_before").notNull(),
    sent_at: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.registration_id, table.days_before] })],
);

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
 * A trainee's answers before the course (Qualiopi indicators 4 and 8): their needs, from the
 * registration form or their page, and the formation's positioning questionnaire. Once per
 * registration and questionnaire; answering again replaces the answers while the page allows it.
 */
export const questionnaireAnswers = pgTable(
  "questionnaire_answers",
  {
    registration_id: integer("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    questionnaire: text("questionnaire", { enum: questionnaires }).notNull(),
    answers: jsonb("answers").$type<QuestionnaireAnswer[]>().notNull(),
    answered_at: timestamp("answered_at", { withTimezone: true }).notNull(),
    // Who entered the answers when it was not the trainee: the trainer's name, as the session
    // names them (the evaluation at the end, entered instead of the trainee's own).
    entered_by: text("entered_by"),
  },
  (table) => [
    primaryKey({ columns: [table.registration_id, table.questionnaire] }),
    check(
      "questionnaire_answers_questionnaire",
      sql`${table.questionnaire} IN ('needs', 'positioning', 'self_before', 'self_after', 'quiz', 'results')`,
    ),
    check("questionnaire_answers_array", sql`jsonb_typeof(${table.answers}) = 'array'`),
  ],
);

/* ---------- Quality: complaints and improvement actions (Qualiopi indicators 31 and 32) ---------- */

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
