DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "blog_posts_published_date_idx";--> statement-breakpoint
DROP INDEX "contact_requests_status_created_idx";--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blog_posts_published_date_idx" ON "blog_posts" USING btree ("published","date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_requests_status_created_idx" ON "contact_requests" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);