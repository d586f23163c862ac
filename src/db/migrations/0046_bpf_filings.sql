CREATE TABLE "bpf_filings" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" smallint NOT NULL,
	"filed_at" timestamp with time zone NOT NULL,
	"filed_by" text NOT NULL,
	"figures" jsonb,
	CONSTRAINT "bpf_filings_year" CHECK ("bpf_filings"."year" BETWEEN 2000 AND 2100)
);
--> statement-breakpoint
-- The years already marked filed keep their filing; the site did not keep their figures then.
INSERT INTO "bpf_filings" ("year", "filed_at", "filed_by")
  SELECT "year", "filed_at", "filed_by" FROM "bpf_years" WHERE "filed_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bpf_years" DROP CONSTRAINT "bpf_years_filed";--> statement-breakpoint
CREATE INDEX "bpf_filings_year_idx" ON "bpf_filings" USING btree ("year","id");--> statement-breakpoint
CREATE INDEX "attendance_certificates_certified_idx" ON "attendance_certificates" USING btree ("registration_id","attended_minutes") WHERE "attendance_certificates"."kind" = 'realisation' AND "attendance_certificates"."superseded_at" IS NULL;--> statement-breakpoint
CREATE INDEX "registrations_session_bpf_idx" ON "registrations" USING btree ("session_id","trainee_status","remote_hours","id");--> statement-breakpoint
ALTER TABLE "bpf_years" DROP COLUMN "filed_at";--> statement-breakpoint
ALTER TABLE "bpf_years" DROP COLUMN "filed_by";