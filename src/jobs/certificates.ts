import "server-only";
import type { SiteConfig } from "@/config/site";
import type { Database } from "@/db/client";
import { issueDueCertificates } from "@/features/certificates/public";
import type { HourlyJob } from "./hourly";

/** The certificates of the sessions that ended, each trainee's once their half-days stand proven. */
export const certificatesJob = (db: Database, config: SiteConfig): HourlyJob => ({
  run: (now) => issueDueCertificates(db, config, now),
  done: "Certificats de réalisation envoyés",
  failed: "Émission des certificats de réalisation impossible",
});
