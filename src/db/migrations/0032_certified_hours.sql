DROP INDEX "attendance_scans_current_key";--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD COLUMN "uncertified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendance_scans" ADD COLUMN "registration_id" integer;--> statement-breakpoint
ALTER TABLE "attendance_scans" ADD COLUMN "day" date;--> statement-breakpoint
ALTER TABLE "attendance_scans" ADD COLUMN "half" text;--> statement-breakpoint
ALTER TABLE "attendance_scans" ADD CONSTRAINT "attendance_scans_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_scans_current_statement_key" ON "attendance_scans" USING btree ("registration_id","day","half") WHERE "attendance_scans"."superseded_at" IS NULL AND "attendance_scans"."registration_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "attendance_scans_registration_idx" ON "attendance_scans" USING btree ("registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_scans_current_key" ON "attendance_scans" USING btree ("session_id") WHERE "attendance_scans"."superseded_at" IS NULL AND "attendance_scans"."registration_id" IS NULL;--> statement-breakpoint
ALTER TABLE "attendance_scans" ADD CONSTRAINT "attendance_scans_scope" CHECK (("attendance_scans"."registration_id" IS NULL) = ("attendance_scans"."day" IS NULL) AND ("attendance_scans"."day" IS NULL) = ("attendance_scans"."half" IS NULL) AND ("attendance_scans"."half" IS NULL OR "attendance_scans"."half" IN ('am', 'pm')));