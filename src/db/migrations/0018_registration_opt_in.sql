ALTER TABLE "registrations" DROP CONSTRAINT "registrations_status";--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "registrant_id" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "confirmation_token_hash" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_registrant_id_registrations_id_fk" FOREIGN KEY ("registrant_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_registrant_idx" ON "registrations" USING btree ("registrant_id");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_confirmation_token_hash_unique" UNIQUE("confirmation_token_hash");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_status" CHECK ("registrations"."status" IN ('unconfirmed', 'pending', 'confirmed', 'waiting', 'cancelled', 'present'));