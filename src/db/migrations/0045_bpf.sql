CREATE TABLE "bpf_years" (
	"year" smallint PRIMARY KEY NOT NULL,
	"total_charges" bigint,
	"global_turnover" bigint,
	"filed_at" timestamp with time zone,
	"filed_by" text,
	CONSTRAINT "bpf_years_year" CHECK ("bpf_years"."year" BETWEEN 2000 AND 2100),
	CONSTRAINT "bpf_years_amounts" CHECK (coalesce("bpf_years"."total_charges", 0) >= 0 AND coalesce("bpf_years"."global_turnover", 0) >= 0),
	CONSTRAINT "bpf_years_filed" CHECK (("bpf_years"."filed_at" IS NULL) = ("bpf_years"."filed_by" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "trainers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"kind" text,
	"credentials" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainers_name_not_blank" CHECK (btrim("trainers"."name") <> ''),
	CONSTRAINT "trainers_kind" CHECK ("trainers"."kind" IN ('internal', 'external'))
);
--> statement-breakpoint
ALTER TABLE "formations" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "formations" ADD COLUMN "rncp_level" text;--> statement-breakpoint
ALTER TABLE "formations" ADD COLUMN "nsf_code" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "trainee_status" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "remote_hours" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "trainer_id" integer;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "trainer_cost" integer;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "delivery" text DEFAULT 'own' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "partner_name" text;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "partner_siret" text;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_sessions_trainer_idx" ON "training_sessions" USING btree ("trainer_id");--> statement-breakpoint
ALTER TABLE "formations" ADD CONSTRAINT "formations_purpose" CHECK ("formations"."purpose" IS NULL OR "formations"."purpose" IN ('rncp', 'rs', 'cqp', 'other', 'skills_assessment', 'vae'));--> statement-breakpoint
ALTER TABLE "formations" ADD CONSTRAINT "formations_rncp_level" CHECK (coalesce("formations"."purpose" = 'rncp', false) = ("formations"."rncp_level" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "formations" ADD CONSTRAINT "formations_nsf_code" CHECK ("formations"."nsf_code" ~ '^[1-4][0-9]{2}$');--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_trainee_status" CHECK ("registrations"."trainee_status" IN ('employee', 'apprentice', 'job_seeker', 'individual', 'other'));--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_remote_hours" CHECK ("registrations"."remote_hours" IS NULL OR "registrations"."remote_hours" >= 0);--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_trainer_cost" CHECK ("training_sessions"."trainer_cost" IS NULL OR "training_sessions"."trainer_cost" >= 0);--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_delivery" CHECK ("training_sessions"."delivery" IN ('own', 'subcontracted', 'subcontractor'));--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_partner" CHECK (("training_sessions"."delivery" = 'own') = ("training_sessions"."partner_name" IS NULL));--> statement-breakpoint
-- The sessions' trainers become records, one a person: by address, else by name; the latest
-- session's name and credentials. Whether each is an employee is left for staff to say.
INSERT INTO "trainers" ("name", "email", "credentials")
SELECT DISTINCT ON ("key") "name", "email", "credentials" FROM (
  SELECT coalesce(nullif(lower(btrim("trainer_email")), ''), lower(btrim("trainer"))) AS "key",
         coalesce(nullif(btrim("trainer"), ''), btrim("trainer_email")) AS "name",
         nullif(btrim("trainer_email"), '') AS "email",
         "trainer_credentials" AS "credentials", "start_date", "id"
  FROM "training_sessions"
  WHERE coalesce(nullif(btrim("trainer"), ''), nullif(btrim("trainer_email"), '')) IS NOT NULL
) AS "named" ORDER BY "key", "start_date" DESC, "id" DESC;--> statement-breakpoint
UPDATE "training_sessions" SET "trainer_id" = "trainers"."id" FROM "trainers"
WHERE coalesce(nullif(lower(btrim("training_sessions"."trainer_email")), ''), lower(btrim("training_sessions"."trainer")))
  = coalesce(lower("trainers"."email"), lower("trainers"."name"));--> statement-breakpoint
-- A person paying for themself is, by definition, a private individual at their own expense (F-1 d).
UPDATE "registrations" SET "trainee_status" = 'individual' WHERE "payer" = 'personnel';
