import "server-only";
import type { SiteConfig } from "@/config/site";
import type { Database } from "@/db/client";
import { remindOverdueInvoices } from "@/features/billing/public";
import type { HourlyJob } from "./hourly";

/** An unpaid invoice is reminded of at the days past due the provider chose (INVOICE_REMINDER_DAYS). */
export const invoicesJob = (db: Database, config: SiteConfig): HourlyJob => ({
  run: (now) => remindOverdueInvoices(db, config, now),
  done: "Factures échues : relances envoyées",
  failed: "Relance des factures échues impossible",
});
