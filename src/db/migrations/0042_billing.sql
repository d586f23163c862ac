CREATE TABLE "billed_financing" (
	"financing_line_id" integer PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"registration_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financing_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"bpf_line" text NOT NULL,
	"payer_name" text NOT NULL,
	"payer_siret" text,
	"payer_address" text,
	"payer_vat_number" text,
	"billing_email" text,
	"agreed_amount" integer,
	"file_number" text,
	"service_code" text,
	"commitment_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financing_lines_bpf_line" CHECK ("financing_lines"."bpf_line" IN ('C-1', 'C-2a', 'C-2b', 'C-2c', 'C-2d', 'C-2e', 'C-2f', 'C-2g', 'C-2h', 'C-3', 'C-4', 'C-5', 'C-6', 'C-7', 'C-8', 'C-9', 'C-10', 'C-11')),
	CONSTRAINT "financing_lines_payer_not_blank" CHECK (btrim("financing_lines"."payer_name") <> ''),
	CONSTRAINT "financing_lines_agreed_amount" CHECK ("financing_lines"."agreed_amount" IS NULL OR "financing_lines"."agreed_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(10, 2) NOT NULL,
	"unit" text NOT NULL,
	"unit_price" numeric(14, 4) NOT NULL,
	"amount" integer NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"vat_exempt" boolean NOT NULL,
	CONSTRAINT "invoice_lines_exempt_rate" CHECK (NOT "invoice_lines"."vat_exempt" OR "invoice_lines"."vat_rate" = 0),
	CONSTRAINT "invoice_lines_amount" CHECK ("invoice_lines"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"paid_on" date NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount" CHECK ("invoice_payments"."amount" > 0),
	CONSTRAINT "invoice_payments_method" CHECK ("invoice_payments"."method" IN ('virement', 'cheque', 'carte', 'prelevement', 'especes'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"service_start" date NOT NULL,
	"service_end" date NOT NULL,
	"session_id" integer,
	"corrects_id" integer,
	"bpf_line" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text,
	"total_no_tax" integer NOT NULL,
	"total_vat" integer NOT NULL,
	"total" integer NOT NULL,
	"prepaid" integer DEFAULT 0 NOT NULL,
	"content" jsonb NOT NULL,
	"xml" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"issued_by" text NOT NULL,
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" IN ('invoice', 'advance', 'credit_note')),
	CONSTRAINT "invoices_bpf_line" CHECK ("invoices"."bpf_line" IN ('C-1', 'C-2a', 'C-2b', 'C-2c', 'C-2d', 'C-2e', 'C-2f', 'C-2g', 'C-2h', 'C-3', 'C-4', 'C-5', 'C-6', 'C-7', 'C-8', 'C-9', 'C-10', 'C-11')),
	CONSTRAINT "invoices_total" CHECK ("invoices"."total" = "invoices"."total_no_tax" + "invoices"."total_vat"),
	CONSTRAINT "invoices_amounts" CHECK ("invoices"."total_no_tax" >= 0 AND "invoices"."total_vat" >= 0),
	CONSTRAINT "invoices_prepaid" CHECK ("invoices"."prepaid" >= 0 AND "invoices"."prepaid" <= "invoices"."total"),
	CONSTRAINT "invoices_credit_note" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."corrects_id" IS NOT NULL)),
	CONSTRAINT "invoices_service_dates" CHECK ("invoices"."service_start" <= "invoices"."service_end")
);
--> statement-breakpoint
ALTER TABLE "billed_financing" ADD CONSTRAINT "billed_financing_financing_line_id_financing_lines_id_fk" FOREIGN KEY ("financing_line_id") REFERENCES "public"."financing_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billed_financing" ADD CONSTRAINT "billed_financing_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billed_financing" ADD CONSTRAINT "billed_financing_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_lines" ADD CONSTRAINT "financing_lines_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_id_invoices_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billed_financing_invoice_idx" ON "billed_financing" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "billed_financing_registration_idx" ON "billed_financing" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "financing_lines_registration_idx" ON "financing_lines" USING btree ("registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "financing_lines_one_rest_key" ON "financing_lines" USING btree ("registration_id") WHERE "financing_lines"."agreed_amount" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_position_key" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_corrects_key" ON "invoices" USING btree ("corrects_id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issue_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_session_idx" ON "invoices" USING btree ("session_id");--> statement-breakpoint
-- An issued invoice or credit note never changes and is never deleted (CGI annexe II, art. 242
-- nonies A; docs/decisions/083-billing.md): the database refuses it whoever asks. A restore
-- empties the tables with TRUNCATE, which row triggers do not see.
CREATE FUNCTION "refuse_issued_invoice_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Une pièce émise (%) ne se modifie ni ne se supprime : corrigez-la par un avoir.', TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_issued" BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "refuse_issued_invoice_change"();--> statement-breakpoint
CREATE TRIGGER "invoice_lines_issued" BEFORE UPDATE OR DELETE ON "invoice_lines"
  FOR EACH ROW EXECUTE FUNCTION "refuse_issued_invoice_change"();
