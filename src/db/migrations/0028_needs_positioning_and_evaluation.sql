CREATE TABLE "questionnaire_answers" (
	"registration_id" integer NOT NULL,
	"questionnaire" text NOT NULL,
	"answers" jsonb NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"entered_by" text,
	CONSTRAINT "questionnaire_answers_registration_id_questionnaire_pk" PRIMARY KEY("registration_id","questionnaire"),
	CONSTRAINT "questionnaire_answers_questionnaire" CHECK ("questionnaire_answers"."questionnaire" IN ('needs', 'positioning', 'self_before', 'self_after', 'quiz')),
	CONSTRAINT "questionnaire_answers_array" CHECK (jsonb_typeof("questionnaire_answers"."answers") = 'array')
);
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "needs" jsonb;--> statement-breakpoint
ALTER TABLE "formations" ADD COLUMN "needs_questions" text[];--> statement-breakpoint
ALTER TABLE "formations" ADD COLUMN "positioning_questions" jsonb;--> statement-breakpoint
ALTER TABLE "formations" ADD COLUMN "self_assessment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "formations" ADD COLUMN "quiz" jsonb;--> statement-breakpoint
ALTER TABLE "formations" ADD COLUMN "publish_progress" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formations" ADD CONSTRAINT "formations_quiz_array" CHECK ("formations"."quiz" IS NULL OR jsonb_typeof("formations"."quiz") = 'array');--> statement-breakpoint
ALTER TABLE "formations" ADD CONSTRAINT "formations_positioning_questions_array" CHECK ("formations"."positioning_questions" IS NULL OR jsonb_typeof("formations"."positioning_questions") = 'array');