CREATE TABLE "survey_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"invitation_id" integer NOT NULL,
	"overall" smallint NOT NULL,
	"objectives" text NOT NULL,
	"trainer" smallint NOT NULL,
	"content" smallint NOT NULL,
	"organisation" smallint NOT NULL,
	"recommends" boolean NOT NULL,
	"comment" text,
	"publish_consent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_answers_ratings" CHECK ("survey_answers"."overall" BETWEEN 1 AND 5 AND "survey_answers"."trainer" BETWEEN 1 AND 5 AND "survey_answers"."content" BETWEEN 1 AND 5 AND "survey_answers"."organisation" BETWEEN 1 AND 5),
	CONSTRAINT "survey_answers_objectives" CHECK ("survey_answers"."objectives" IN ('oui', 'partiel', 'non')),
	CONSTRAINT "survey_answers_comment_length" CHECK (char_length(comment) <= 2000)
);
--> statement-breakpoint
CREATE TABLE "survey_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	CONSTRAINT "survey_invitations_kind" CHECK ("survey_invitations"."kind" IN ('end'))
);
--> statement-breakpoint
CREATE TABLE "survey_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"invitation_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_invitation_id_survey_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."survey_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD CONSTRAINT "survey_invitations_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_tokens" ADD CONSTRAINT "survey_tokens_invitation_id_survey_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."survey_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_invitation_key" ON "survey_answers" USING btree ("invitation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_invitations_registration_kind_key" ON "survey_invitations" USING btree ("registration_id","kind");--> statement-breakpoint
CREATE INDEX "survey_invitations_unanswered_idx" ON "survey_invitations" USING btree ("sent_at") WHERE "survey_invitations"."answered_at" IS NULL AND "survey_invitations"."reminded_at" IS NULL;