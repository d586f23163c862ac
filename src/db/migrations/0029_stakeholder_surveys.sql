CREATE TABLE "funder_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contact_name" text,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funder_contacts_lengths" CHECK (char_length("funder_contacts"."name") BETWEEN 1 AND 200 AND char_length("funder_contacts"."contact_name") <= 200 AND char_length("funder_contacts"."email") <= 254)
);
--> statement-breakpoint
CREATE TABLE "stakeholder_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"invitation_id" integer NOT NULL,
	"overall" smallint NOT NULL,
	"met" text NOT NULL,
	"exchanges" smallint NOT NULL,
	"comment" text,
	"handled_at" timestamp with time zone,
	"handled_by" integer,
	"action_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stakeholder_answers_handled_note" CHECK (("stakeholder_answers"."handled_at" IS NULL) = ("stakeholder_answers"."action_note" IS NULL)),
	CONSTRAINT "stakeholder_answers_action_note_length" CHECK (char_length(action_note) <= 2000),
	CONSTRAINT "stakeholder_answers_ratings" CHECK ("stakeholder_answers"."overall" BETWEEN 1 AND 5 AND "stakeholder_answers"."exchanges" BETWEEN 1 AND 5),
	CONSTRAINT "stakeholder_answers_met" CHECK ("stakeholder_answers"."met" IN ('oui', 'partiel', 'non')),
	CONSTRAINT "stakeholder_answers_comment_length" CHECK (char_length(comment) <= 2000)
);
--> statement-breakpoint
ALTER TABLE "survey_invitations" DROP CONSTRAINT "survey_invitations_kind";--> statement-breakpoint
ALTER TABLE "survey_invitations" ALTER COLUMN "registration_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "improvement_actions" ADD COLUMN "stakeholder_answer_id" integer;--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD COLUMN "funder_id" integer;--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD COLUMN "year" smallint;--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD COLUMN "recipient" text;--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "trainer_email" text;--> statement-breakpoint
ALTER TABLE "stakeholder_answers" ADD CONSTRAINT "stakeholder_answers_invitation_id_survey_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."survey_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_answers" ADD CONSTRAINT "stakeholder_answers_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funder_contacts_name_idx" ON "funder_contacts" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "stakeholder_answers_invitation_key" ON "stakeholder_answers" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "stakeholder_answers_created_at_idx" ON "stakeholder_answers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "improvement_actions" ADD CONSTRAINT "improvement_actions_stakeholder_answer_id_stakeholder_answers_id_fk" FOREIGN KEY ("stakeholder_answer_id") REFERENCES "public"."stakeholder_answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD CONSTRAINT "survey_invitations_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD CONSTRAINT "survey_invitations_funder_id_funder_contacts_id_fk" FOREIGN KEY ("funder_id") REFERENCES "public"."funder_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "improvement_actions_stakeholder_answer_key" ON "improvement_actions" USING btree ("stakeholder_answer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_invitations_company_key" ON "survey_invitations" USING btree ("session_id",lower("recipient")) WHERE "survey_invitations"."kind" = 'company';--> statement-breakpoint
CREATE UNIQUE INDEX "survey_invitations_trainer_key" ON "survey_invitations" USING btree ("session_id") WHERE "survey_invitations"."kind" = 'trainer';--> statement-breakpoint
CREATE UNIQUE INDEX "survey_invitations_funder_year_key" ON "survey_invitations" USING btree ("funder_id","year") WHERE "survey_invitations"."funder_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD CONSTRAINT "survey_invitations_subject" CHECK (CASE WHEN "survey_invitations"."kind" IN ('end', 'cold') THEN "survey_invitations"."registration_id" IS NOT NULL AND "survey_invitations"."session_id" IS NULL AND "survey_invitations"."year" IS NULL AND "survey_invitations"."email" IS NULL
        ELSE "survey_invitations"."registration_id" IS NULL AND "survey_invitations"."email" IS NOT NULL AND "survey_invitations"."recipient" IS NOT NULL
          AND ("survey_invitations"."kind" = 'funder') = ("survey_invitations"."year" IS NOT NULL) AND ("survey_invitations"."kind" = 'funder') = ("survey_invitations"."session_id" IS NULL) END);--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD CONSTRAINT "survey_invitations_kind" CHECK ("survey_invitations"."kind" IN ('end', 'cold', 'company', 'trainer', 'funder'));