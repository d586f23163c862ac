CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"claimant_kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"organisation" text,
	"session_id" integer,
	"message" text NOT NULL,
	"answer_due_on" date NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" text,
	"analysis" text,
	"analysed_at" timestamp with time zone,
	"analysed_by" text,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"closing_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_claimant_kind" CHECK ("complaints"."claimant_kind" IN ('trainee', 'company', 'funder', 'trainer', 'other')),
	CONSTRAINT "complaints_acknowledged" CHECK (("complaints"."acknowledged_at" IS NULL) = ("complaints"."acknowledged_by" IS NULL)),
	CONSTRAINT "complaints_analysed" CHECK (("complaints"."analysed_at" IS NULL) = ("complaints"."analysis" IS NULL) AND ("complaints"."analysed_at" IS NULL) = ("complaints"."analysed_by" IS NULL) AND ("complaints"."analysed_at" IS NULL OR "complaints"."acknowledged_at" IS NOT NULL)),
	CONSTRAINT "complaints_answered" CHECK (("complaints"."answered_at" IS NULL) = ("complaints"."answer" IS NULL) AND ("complaints"."answered_at" IS NULL) = ("complaints"."answered_by" IS NULL) AND ("complaints"."answered_at" IS NULL OR "complaints"."analysed_at" IS NOT NULL)),
	CONSTRAINT "complaints_closed" CHECK (("complaints"."closed_at" IS NULL) = ("complaints"."closed_by" IS NULL) AND ("complaints"."closed_at" IS NULL OR "complaints"."answered_at" IS NOT NULL OR "complaints"."closing_note" IS NOT NULL) AND ("complaints"."closing_note" IS NULL OR ("complaints"."closed_at" IS NOT NULL AND "complaints"."answered_at" IS NULL))),
	CONSTRAINT "complaints_text_length" CHECK (char_length(message) <= 5000 AND char_length(analysis) <= 5000 AND char_length(answer) <= 5000 AND char_length(closing_note) <= 5000)
);
--> statement-breakpoint
CREATE TABLE "disability_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text,
	"contact" text,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disability_partners_lengths" CHECK (char_length("disability_partners"."name") BETWEEN 1 AND 200 AND char_length("disability_partners"."role") <= 1000 AND char_length("disability_partners"."contact") <= 500 AND char_length("disability_partners"."website") <= 500),
	CONSTRAINT "disability_partners_website" CHECK ("disability_partners"."website" IS NULL OR "disability_partners"."website" LIKE 'https://%')
);
--> statement-breakpoint
CREATE TABLE "improvement_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"complaint_id" integer,
	"survey_answer_id" integer,
	"title" text NOT NULL,
	"owner_id" integer,
	"owner_name" text,
	"due_on" date,
	"status" text DEFAULT 'planned' NOT NULL,
	"outcome" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "improvement_actions_source" CHECK ("improvement_actions"."source" IN ('complaint', 'survey', 'staff', 'audit')),
	CONSTRAINT "improvement_actions_status" CHECK ("improvement_actions"."status" IN ('planned', 'in_progress', 'done', 'abandoned')),
	CONSTRAINT "improvement_actions_finished" CHECK (("improvement_actions"."finished_at" IS NOT NULL) = ("improvement_actions"."status" IN ('done', 'abandoned')) AND ("improvement_actions"."finished_at" IS NULL OR "improvement_actions"."outcome" IS NOT NULL)),
	CONSTRAINT "improvement_actions_text_length" CHECK (char_length(title) <= 5000 AND char_length(outcome) <= 5000)
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_actions" ADD CONSTRAINT "improvement_actions_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_actions" ADD CONSTRAINT "improvement_actions_survey_answer_id_survey_answers_id_fk" FOREIGN KEY ("survey_answer_id") REFERENCES "public"."survey_answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_actions" ADD CONSTRAINT "improvement_actions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_created_idx" ON "complaints" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "complaints_open_due_idx" ON "complaints" USING btree ("answer_due_on") WHERE "complaints"."answered_at" IS NULL AND "complaints"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "complaints_session_idx" ON "complaints" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "disability_partners_name_idx" ON "disability_partners" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "improvement_actions_complaint_key" ON "improvement_actions" USING btree ("complaint_id");--> statement-breakpoint
CREATE UNIQUE INDEX "improvement_actions_survey_answer_key" ON "improvement_actions" USING btree ("survey_answer_id");--> statement-breakpoint
CREATE INDEX "improvement_actions_created_idx" ON "improvement_actions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- The survey answers already handled on /dashboard/avis open the improvement log, as every later one will.
INSERT INTO "improvement_actions" ("source", "survey_answer_id", "title", "owner_id", "owner_name", "status", "outcome", "created_by", "created_at", "finished_at")
SELECT 'survey', a."id", 'Avis ' || a."overall" || '/5 sur « ' || f."title" || ' »', u."id", u."name" || ' ' || u."last_name", 'done', a."action_note", coalesce(u."name" || ' ' || u."last_name", 'Équipe'), a."handled_at", a."handled_at"
FROM "survey_answers" a
JOIN "survey_invitations" i ON i."id" = a."invitation_id"
JOIN "registrations" r ON r."id" = i."registration_id"
JOIN "training_sessions" s ON s."id" = r."session_id"
JOIN "formations" f ON f."id" = s."formation_id"
LEFT JOIN "users" u ON u."id" = a."handled_by"
WHERE a."handled_at" IS NOT NULL;
