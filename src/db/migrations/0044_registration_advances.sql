CREATE TABLE "registration_advances" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"deducted_by" integer
);
--> statement-breakpoint
ALTER TABLE "registration_advances" ADD CONSTRAINT "registration_advances_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_advances" ADD CONSTRAINT "registration_advances_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_advances" ADD CONSTRAINT "registration_advances_deducted_by_invoices_id_fk" FOREIGN KEY ("deducted_by") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_advances_registration_idx" ON "registration_advances" USING btree ("registration_id");