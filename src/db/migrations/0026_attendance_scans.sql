CREATE TABLE "attendance_scans" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"data" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attendance_scans_format" CHECK ("attendance_scans"."format" IN ('pdf', 'jpeg', 'png')),
	CONSTRAINT "attendance_scans_size" CHECK ("attendance_scans"."size" = octet_length("attendance_scans"."data"))
);
--> statement-breakpoint
ALTER TABLE "attendance_scans" ADD CONSTRAINT "attendance_scans_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;