CREATE TABLE "agreement_places" (
	"registration_id" integer PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registrations" DROP CONSTRAINT "registrations_agreement_id_registration_agreements_id_fk";
--> statement-breakpoint
DROP INDEX "registrations_agreement_idx";--> statement-breakpoint
ALTER TABLE "agreement_places" ADD CONSTRAINT "agreement_places_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_places" ADD CONSTRAINT "agreement_places_agreement_id_registration_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."registration_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_places_agreement_idx" ON "agreement_places" USING btree ("agreement_id");--> statement-breakpoint
-- Each place keeps the document in force it pointed to (decision 082: the agreements own their tables).
INSERT INTO "agreement_places" ("registration_id", "agreement_id")
  SELECT "id", "agreement_id" FROM "registrations" WHERE "agreement_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" DROP COLUMN "agreement_id";