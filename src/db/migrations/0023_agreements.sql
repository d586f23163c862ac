CREATE TABLE "registration_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"content" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_pdf" "bytea" NOT NULL,
	"issued_sha256" text NOT NULL,
	"sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"signer_name" text,
	"signer_position" text,
	"signer_address" text,
	"signer_user_agent" text,
	"accepted_pdf" "bytea",
	"superseded_at" timestamp with time zone,
	CONSTRAINT "registration_agreements_kind" CHECK ("registration_agreements"."kind" IN ('convention', 'contract')),
	CONSTRAINT "registration_agreements_acceptance" CHECK (("registration_agreements"."accepted_at" IS NULL) = ("registration_agreements"."accepted_pdf" IS NULL) AND ("registration_agreements"."accepted_at" IS NULL) = ("registration_agreements"."signer_name" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "trainer_credentials" text;--> statement-breakpoint
ALTER TABLE "registration_agreements" ADD CONSTRAINT "registration_agreements_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_agreements_number_key" ON "registration_agreements" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_agreements_current_key" ON "registration_agreements" USING btree ("registration_id") WHERE "registration_agreements"."superseded_at" IS NULL;