CREATE TABLE "attendance_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"format" text NOT NULL,
	"data" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "attendance_scans_format" CHECK ("attendance_scans"."format" IN ('pdf', 'jpeg', 'png')),
	CONSTRAINT "attendance_scans_size" CHECK ("attendance_scans"."size" = octet_length("attendance_scans"."data"))
);
--> statement-breakpoint
ALTER TABLE "attendance_scans" ADD CONSTRAINT "attendance_scans_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_scans_current_key" ON "attendance_scans" USING btree ("session_id") WHERE "attendance_scans"."superseded_at" IS NULL;--> statement-breakpoint
CREATE INDEX "attendance_scans_session_idx" ON "attendance_scans" USING btree ("session_id");--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_schedule" CHECK ("training_sessions"."schedule" IS NULL OR CASE WHEN jsonb_typeof("training_sessions"."schedule") = 'array' THEN coalesce("training_sessions"."schedule" -> 0 ->> 'day' = "training_sessions"."start_date"::text AND "training_sessions"."schedule" -> -1 ->> 'day' = "training_sessions"."end_date"::text, false) ELSE false END);