CREATE TABLE "invoice_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"overdue_days" smallint NOT NULL,
	"recipient" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_mails_overdue_days" CHECK ("invoice_mails"."overdue_days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_mails" ADD CONSTRAINT "invoice_mails_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_mails_invoice_idx" ON "invoice_mails" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_mails_reminder_key" ON "invoice_mails" USING btree ("invoice_id","overdue_days") WHERE "invoice_mails"."overdue_days" > 0;