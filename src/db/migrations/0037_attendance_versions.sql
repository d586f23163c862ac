CREATE TABLE "attendance_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"number" integer NOT NULL,
	"reason" text NOT NULL,
	"record" text NOT NULL,
	"record_sha256" text NOT NULL,
	"sheet_pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_versions" ADD CONSTRAINT "attendance_versions_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_versions_session_number_key" ON "attendance_versions" USING btree ("session_id","number");