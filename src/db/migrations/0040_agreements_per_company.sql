DROP INDEX "registration_agreements_current_key";--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "agreement_id" integer;--> statement-breakpoint
-- Each place points to the document in force it had (one per registration until now).
UPDATE "registrations" SET "agreement_id" = "registration_agreements"."id" FROM "registration_agreements" WHERE "registration_agreements"."registration_id" = "registrations"."id" AND "registration_agreements"."superseded_at" IS NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_agreement_id_registration_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."registration_agreements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_agreement_idx" ON "registrations" USING btree ("agreement_id") WHERE "registrations"."agreement_id" IS NOT NULL;