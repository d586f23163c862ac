import "server-only";
import type { Database } from "@/db/client";
import { BPF_REMINDER_FROM_MONTH, bpfDeadline, lastClosedYear } from "@/lib/bpf";
import { readBpfFilings } from "./admin-queries";

/**
 * The BPF the dashboard home reminds of: the last closed year's, from April of the year after it
 * closes until staff mark it filed; null otherwise.
 */
export async function dueBpf(
  db: Database,
  today: string,
  yearEnd: string,
): Promise<{ year: number; deadline: string } | null> {
  const year = lastClosedYear(yearEnd, today);
  if (today < `${year + 1}-${BPF_REMINDER_FROM_MONTH}-01`) return null;
  const filings = await readBpfFilings(db, year);
  return filings.length > 0 ? null : { year, deadline: bpfDeadline(year) };
}
