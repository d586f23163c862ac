CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_requests" DROP CONSTRAINT "contact_requests_status";--> statement-breakpoint
ALTER TABLE "auth_user" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "auth_user" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "auth_user" ADD COLUMN "phone" text;--> statement-breakpoint
-- 'archived' is gone: the inbox knows Nouvelle, En cours and Traitée.
UPDATE "contact_requests" SET "status" = 'handled' WHERE "status" = 'archived';--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_status" CHECK ("contact_requests"."status" IN ('new', 'in_progress', 'handled'));