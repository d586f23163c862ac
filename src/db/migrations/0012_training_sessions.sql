CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"trainee_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company" text,
	"payer" text NOT NULL,
	"is_psh" boolean DEFAULT false NOT NULL,
	"psh_details" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_trainee_not_blank" CHECK (btrim("registrations"."trainee_name") <> ''),
	CONSTRAINT "registrations_payer" CHECK ("registrations"."payer" IN ('entreprise', 'opco', 'cpf', 'personnel')),
	CONSTRAINT "registrations_status" CHECK ("registrations"."status" IN ('pending', 'confirmed', 'waiting', 'cancelled', 'present')),
	CONSTRAINT "registrations_psh_details" CHECK ("registrations"."is_psh" OR "registrations"."psh_details" IS NULL)
);
--> statement-breakpoint
CREATE TABLE "training_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"formation_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"daily_hours" text,
	"place" text NOT NULL,
	"location_id" integer,
	"capacity" integer NOT NULL,
	"held_seats" integer DEFAULT 0 NOT NULL,
	"price_no_tax" numeric(10, 2),
	"status" text DEFAULT 'planned' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_sessions_date_order" CHECK ("training_sessions"."end_date" >= "training_sessions"."start_date"),
	CONSTRAINT "training_sessions_place" CHECK ("training_sessions"."place" IN ('location', 'remote', 'client')),
	CONSTRAINT "training_sessions_status" CHECK ("training_sessions"."status" IN ('planned', 'open', 'cancelled')),
	CONSTRAINT "training_sessions_capacity" CHECK ("training_sessions"."capacity" BETWEEN 1 AND 999),
	CONSTRAINT "training_sessions_held_seats" CHECK ("training_sessions"."held_seats" BETWEEN 0 AND "training_sessions"."capacity"),
	CONSTRAINT "training_sessions_price_not_negative" CHECK ("training_sessions"."price_no_tax" IS NULL OR "training_sessions"."price_no_tax" >= 0),
	CONSTRAINT "training_sessions_client_not_published" CHECK (NOT ("training_sessions"."place" = 'client' AND "training_sessions"."published"))
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_formation_id_formations_id_fk" FOREIGN KEY ("formation_id") REFERENCES "public"."formations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_session_status_idx" ON "registrations" USING btree ("session_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "training_sessions_formation_start_idx" ON "training_sessions" USING btree ("formation_id","start_date");--> statement-breakpoint
CREATE INDEX "training_sessions_start_idx" ON "training_sessions" USING btree ("start_date");