-- Accounts that accepted an invitation before accounts recorded theirs (0006): the latest
-- accepted invitation of their address, for 'Invité par' on the users screen. Their onboarding
-- is done, so this gives no right.
UPDATE "auth_user" AS "account" SET "invitation_id" = (
  SELECT "invitation"."id" FROM "user_invitations" AS "invitation"
  WHERE lower("invitation"."email") = lower("account"."email") AND "invitation"."status" = 'accepted'
  ORDER BY "invitation"."accepted_at" DESC LIMIT 1
)
WHERE "account"."invitation_id" IS NULL
  AND EXISTS (SELECT 1 FROM "users" WHERE "users"."user_id" = "account"."id" AND "users"."staff");
