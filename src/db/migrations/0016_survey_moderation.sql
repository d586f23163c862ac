ALTER TABLE "survey_answers" ADD COLUMN "comment_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD COLUMN "action_note" text;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_answers_created_at_idx" ON "survey_answers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_comment_status" CHECK ("survey_answers"."comment_status" IN ('pending', 'approved', 'hidden'));--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_approved_consent" CHECK ("survey_answers"."comment_status" <> 'approved' OR ("survey_answers"."publish_consent" AND "survey_answers"."comment" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_handled_note" CHECK (("survey_answers"."handled_at" IS NULL) = ("survey_answers"."action_note" IS NULL));--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_action_note_length" CHECK (char_length(action_note) <= 2000);