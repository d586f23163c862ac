ALTER TABLE "contact_requests" ADD COLUMN "participants" integer;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "desired_period" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "funding" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_participants" CHECK ("contact_requests"."participants" IS NULL OR "contact_requests"."participants" BETWEEN 1 AND 9999);--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_funding" CHECK ("contact_requests"."funding" IS NULL OR "contact_requests"."funding" IN ('entreprise', 'opco', 'cpf', 'personnel'));