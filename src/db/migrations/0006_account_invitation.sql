ALTER TABLE "auth_user" ADD COLUMN "invitation_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_user" ADD CONSTRAINT "auth_user_invitation_id_user_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."user_invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Profiles already there: the team listed by the provider, administrators, members with roles
-- and accounts that accepted an invitation are staff; earlier uninvited sign-ups are not.
UPDATE "users" SET "staff" = true
WHERE "user_id" IS NULL OR "admin" OR "roles" IS NOT NULL OR EXISTS (
  SELECT 1 FROM "user_invitations" AS "invitation"
  JOIN "auth_user" AS "account" ON lower("account"."email") = lower("invitation"."email")
  WHERE "account"."id" = "users"."user_id" AND "invitation"."status" = 'accepted'
);
