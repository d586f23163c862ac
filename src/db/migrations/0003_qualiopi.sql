CREATE TABLE "formation_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"formation_id" integer NOT NULL,
	"year" integer NOT NULL,
	"trainees" integer NOT NULL,
	"satisfaction_rate" integer,
	"completion_rate" integer,
	"success_rate" integer,
	CONSTRAINT "formation_results_year" CHECK ("formation_results"."year" BETWEEN 2000 AND 2100),
	CONSTRAINT "formation_results_trainees" CHECK ("formation_results"."trainees" >= 0),
	CONSTRAINT "formation_results_rates" CHECK (coalesce("formation_results"."satisfaction_rate", 0) BETWEEN 0 AND 100 AND coalesce("formation_results"."completion_rate", 0) BETWEEN 0 AND 100 AND coalesce("formation_results"."success_rate", 0) BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "formations" ADD COLUMN "contact_user_id" integer;--> statement-breakpoint
ALTER TABLE "formations" ADD COLUMN "accessibility" text;--> statement-breakpoint
ALTER TABLE "formations" ADD COLUMN "certification_name" text;--> statement-breakpoint
ALTER TABLE "formations" ADD COLUMN "certification_code" text;--> statement-breakpoint
ALTER TABLE "formations" ADD COLUMN "certifier" text;--> statement-breakpoint
ALTER TABLE "formations" ADD COLUMN "certification_registered_on" date;--> statement-breakpoint
ALTER TABLE "formation_results" ADD CONSTRAINT "formation_results_formation_id_formations_id_fk" FOREIGN KEY ("formation_id") REFERENCES "public"."formations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "formation_results_formation_year_key" ON "formation_results" USING btree ("formation_id","year");--> statement-breakpoint
ALTER TABLE "formations" ADD CONSTRAINT "formations_contact_user_id_users_id_fk" FOREIGN KEY ("contact_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formations" ADD CONSTRAINT "formations_certification_code_format" CHECK ("formations"."certification_code" ~ '^(RNCP|RS)[0-9]{1,6}$');