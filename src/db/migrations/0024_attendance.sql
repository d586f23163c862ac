CREATE TABLE "attendance_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"kind" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"attended_minutes" integer NOT NULL,
	"planned_minutes" integer NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "attendance_certificates_kind" CHECK ("attendance_certificates"."kind" IN ('realisation', 'attestation')),
	CONSTRAINT "attendance_certificates_minutes" CHECK ("attendance_certificates"."attended_minutes" > 0 AND "attendance_certificates"."attended_minutes" <= "attendance_certificates"."planned_minutes")
);
--> statement-breakpoint
CREATE TABLE "attendance_countersignatures" (
	"session_id" integer NOT NULL,
	"day" date NOT NULL,
	"half" text NOT NULL,
	"trainer_name" text NOT NULL,
	"signature_kind" text,
	"signature" text,
	"signed_at" timestamp with time zone,
	"signer_address" text,
	"signer_user_agent" text,
	"signed_by" integer,
	CONSTRAINT "attendance_countersignatures_session_id_day_half_pk" PRIMARY KEY("session_id","day","half"),
	CONSTRAINT "attendance_countersignatures_half" CHECK ("attendance_countersignatures"."half" IN ('am', 'pm')),
	CONSTRAINT "attendance_countersignatures_signed" CHECK ("attendance_countersignatures"."signed_at" IS NOT NULL),
	CONSTRAINT "attendance_countersignatures_signature" CHECK ((signature_kind IS NULL) = (signature IS NULL) AND (signature IS NULL) = (signed_at IS NULL)),
	CONSTRAINT "attendance_countersignatures_signature_kind" CHECK (signature_kind IN ('drawn', 'typed')),
	CONSTRAINT "attendance_countersignatures_signature_length" CHECK (char_length(signature) <= 20000)
);
--> statement-breakpoint
CREATE TABLE "attendance_marks" (
	"registration_id" integer NOT NULL,
	"day" date NOT NULL,
	"half" text NOT NULL,
	"status" text NOT NULL,
	"arrived_at" text,
	"left_at" text,
	"signature_kind" text,
	"signature" text,
	"signed_at" timestamp with time zone,
	"signer_address" text,
	"signer_user_agent" text,
	"signed_from" text,
	"marked_by" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attendance_marks_registration_id_day_half_pk" PRIMARY KEY("registration_id","day","half"),
	CONSTRAINT "attendance_marks_half" CHECK ("attendance_marks"."half" IN ('am', 'pm')),
	CONSTRAINT "attendance_marks_status" CHECK ("attendance_marks"."status" IN ('present', 'absent', 'partial')),
	CONSTRAINT "attendance_marks_times" CHECK (("attendance_marks"."status" = 'partial') = ("attendance_marks"."arrived_at" IS NOT NULL AND "attendance_marks"."left_at" IS NOT NULL) AND ("attendance_marks"."arrived_at" IS NULL) = ("attendance_marks"."left_at" IS NULL) AND ("attendance_marks"."arrived_at" IS NULL OR "attendance_marks"."arrived_at" < "attendance_marks"."left_at")),
	CONSTRAINT "attendance_marks_signature" CHECK ((signature_kind IS NULL) = (signature IS NULL) AND (signature IS NULL) = (signed_at IS NULL)),
	CONSTRAINT "attendance_marks_signature_kind" CHECK (signature_kind IN ('drawn', 'typed')),
	CONSTRAINT "attendance_marks_signature_length" CHECK (char_length(signature) <= 20000),
	CONSTRAINT "attendance_marks_signed_from" CHECK (("attendance_marks"."signed_from" IS NULL) = ("attendance_marks"."signed_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "trainer_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "attended_minutes" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "planned_minutes" integer;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "certificates_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendance_certificates" ADD CONSTRAINT "attendance_certificates_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_countersignatures" ADD CONSTRAINT "attendance_countersignatures_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_countersignatures" ADD CONSTRAINT "attendance_countersignatures_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_links" ADD CONSTRAINT "trainer_links_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_certificates_current_key" ON "attendance_certificates" USING btree ("registration_id","kind") WHERE "attendance_certificates"."superseded_at" IS NULL;--> statement-breakpoint
CREATE INDEX "trainer_links_session_idx" ON "trainer_links" USING btree ("session_id");--> statement-breakpoint
-- A session over before attendance was taken per half-day has no sheet to complete: it is
-- closed as if its certificates had gone out, so that it neither waits on the dashboard nor
-- mails certificates for a course long past.
UPDATE "training_sessions" SET "certificates_issued_at" = now() WHERE "end_date" < CURRENT_DATE;
