CREATE TABLE "signatory_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "company_siret" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "company_address" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "signatory_name" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "signatory_position" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "signatory_email" text;--> statement-breakpoint
ALTER TABLE "signatory_links" ADD CONSTRAINT "signatory_links_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signatory_links_registration_idx" ON "signatory_links" USING btree ("registration_id");