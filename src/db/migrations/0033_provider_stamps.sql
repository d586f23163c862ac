CREATE TABLE "provider_stamps" (
	"id" serial PRIMARY KEY NOT NULL,
	"png" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "provider_stamps_current_key" ON "provider_stamps" USING btree ((true)) WHERE "provider_stamps"."superseded_at" IS NULL;