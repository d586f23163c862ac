CREATE TABLE "registration_reminders" (
	"registration_id" integer NOT NULL,
	"days_before" smallint NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "registration_reminders_registration_id_days_before_pk" PRIMARY KEY("registration_id","days_before")
);
--> statement-breakpoint
CREATE TABLE "registration_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"email" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "move_request_session_id" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "handed_over_from" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "offer_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "what_to_bring" text;--> statement-breakpoint
ALTER TABLE "registration_reminders" ADD CONSTRAINT "registration_reminders_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_tokens" ADD CONSTRAINT "registration_tokens_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_tokens_registration_idx" ON "registration_tokens" USING btree ("registration_id");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_move_request_session_id_training_sessions_id_fk" FOREIGN KEY ("move_request_session_id") REFERENCES "public"."training_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_offer_expires_idx" ON "registrations" USING btree ("offer_expires_at") WHERE "registrations"."offer_expires_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_cancel_reason_length" CHECK (char_length(cancel_reason) <= 1000);