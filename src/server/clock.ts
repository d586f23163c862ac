import "server-only";
import { siteConfig } from "@/config/site";
import { parisDay } from "@/lib/dates";

/**
 * Today in Paris, for what the server decides by the day: upcoming events, the calendar's first
 * month, the footer's year, the demo content's dates. The end-to-end tests fix it with FIXED_NOW
 * so that date-dependent pages are the same every day; a site on a public address ignores it.
 */
export function currentDay(): string {
  return parisDay(currentTime());
}

/** Now, as an instant: FIXED_NOW in the end-to-end tests (a local site only), else the real time. */
export function currentTime(): Date {
  return siteConfig.fixedNow ? new Date(siteConfig.fixedNow) : new Date();
}
