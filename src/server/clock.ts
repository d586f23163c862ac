import "server-only";
import { siteConfig } from "@/config/site";
import { parisDay } from "@/lib/dates";

/**
 * Today in Paris, for what the server decides by the day: upcoming events, the calendar's first
 * month, the footer's year, the demo content's dates. The end-to-end tests fix it with FIXED_NOW
 * so that date-dependent pages are the same every day; a site on a public address ignores it.
 */
export function currentDay(): string {
  return parisDay(siteConfig.fixedNow ? new Date(siteConfig.fixedNow) : new Date());
}
