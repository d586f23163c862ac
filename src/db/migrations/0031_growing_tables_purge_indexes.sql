ALTER TABLE "audit_log" ADD COLUMN "evidence" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The attendance corrections journalled before the column: the only record of their reason.
UPDATE "audit_log" SET "evidence" = true WHERE "entity" = 'registration' AND "entity_id" IS NOT NULL AND "summary" LIKE 'Présence corrigée%';--> statement-breakpoint
CREATE INDEX "attendance_certificates_registration_idx" ON "attendance_certificates" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "contact_requests_created_idx" ON "contact_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_requests_email_created_idx" ON "contact_requests" USING btree (lower("email"),"created_at");--> statement-breakpoint
CREATE INDEX "events_end_date_idx" ON "events" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree (lower("to"));--> statement-breakpoint
CREATE INDEX "registration_agreements_registration_idx" ON "registration_agreements" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "survey_invitations_kind_sent_idx" ON "survey_invitations" USING btree ("kind","sent_at");--> statement-breakpoint
CREATE INDEX "survey_invitations_session_idx" ON "survey_invitations" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "survey_invitations_year_idx" ON "survey_invitations" USING btree ("year") WHERE "survey_invitations"."year" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "survey_tokens_invitation_idx" ON "survey_tokens" USING btree ("invitation_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_evidence" CHECK (NOT "audit_log"."evidence" OR ("audit_log"."entity" = 'registration' AND "audit_log"."entity_id" IS NOT NULL));