CREATE TABLE "survey_followups" (
	"id" serial PRIMARY KEY NOT NULL,
	"invitation_id" integer NOT NULL,
	"applied" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_followups_applied" CHECK ("survey_followups"."applied" IN ('oui', 'partiel', 'non')),
	CONSTRAINT "survey_followups_comment_length" CHECK (char_length(comment) <= 2000)
);
--> statement-breakpoint
ALTER TABLE "survey_invitations" DROP CONSTRAINT "survey_invitations_kind";--> statement-breakpoint
ALTER TABLE "formations" ADD COLUMN "cold_survey" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_followups" ADD CONSTRAINT "survey_followups_invitation_id_survey_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."survey_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_followups_invitation_key" ON "survey_followups" USING btree ("invitation_id");--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD CONSTRAINT "survey_invitations_kind" CHECK ("survey_invitations"."kind" IN ('end', 'cold'));