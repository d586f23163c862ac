CREATE INDEX "blog_posts_date_idx" ON "blog_posts" USING btree ("date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "complaints_closed_idx" ON "complaints" USING btree ("closed_at") WHERE "complaints"."closed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_requests_spam_created_idx" ON "contact_requests" USING btree ("spam","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "survey_answers_low_rating_open_idx" ON "survey_answers" USING btree ("id") WHERE "survey_answers"."overall" <= 2 AND "survey_answers"."handled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "training_sessions_end_idx" ON "training_sessions" USING btree ("end_date");