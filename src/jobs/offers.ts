import "server-only";
import type { SiteConfig } from "@/config/site";
import type { Database } from "@/db/client";
import { expireDueOffers } from "@/features/registrations/public";
import type { HourlyJob } from "./hourly";

/** A place offered from the waiting list and not taken in time goes to the next in line. */
export const offersJob = (db: Database, config: SiteConfig): HourlyJob => ({
  run: (now) => expireDueOffers(db, config, now),
  done: "Places proposées non prises : proposées aux suivants",
  failed: "Fin des places proposées impossible",
});
