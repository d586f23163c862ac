ALTER TABLE "registrations" ADD COLUMN "convoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "trainer" text;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "remote_link" text;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_remote_link_https" CHECK ("training_sessions"."remote_link" IS NULL OR "training_sessions"."remote_link" LIKE 'https://%');