import "server-only";
import { sql } from "drizzle-orm";
import type { SiteConfig } from "@/config/site";
import { rawRows, type Database } from "@/db/client";
import { parisDay } from "@/lib/dates";
import { REMINDER_DAYS, reminderStarts } from "./reminder-schedule";
import { mailReminders } from "./status-mails";
import { trainingSessions } from "@/features/sessions/tables";
import { registrationReminders, registrations } from "./tables";

/**
 * Queues the reminders due at `now` to confirmed trainees of sessions not cancelled, each exactly
 * once even with several app processes: the row that records it is inserted once (primary key),
 * and only the process that inserted it mails it. Returns how many were queued.
 */
export async function queueDueReminders(
  db: Database,
  config: SiteConfig,
  now: Date,
): Promise<number> {
  const today = parisDay(now);
  return db.transaction(async (tx) => {
    let queued = 0;
    for (const days of REMINDER_DAYS) {
      const { from, to } = reminderStarts(days, today);
      const due = await rawRows<{ registration_id: number }>(
        tx,
        sql`INSERT INTO ${registrationReminders} (registration_id, days_before, sent_at)
            SELECT ${registrations.id}, ${days}, ${now.toISOString()}::timestamptz
            FROM ${registrations}
            JOIN ${trainingSessions} ON ${trainingSessions.id} = ${registrations.session_id}
            WHERE ${registrations.status} = 'confirmed' AND ${trainingSessions.status} <> 'cancelled'
              AND ${trainingSessions.start_date} BETWEEN ${from} AND ${to}
            ON CONFLICT DO NOTHING
            RETURNING registration_id`,
      );
      await mailReminders(
        tx,
        config,
        due.map((row) => row.registration_id),
        days,
        now,
      );
      queued += due.length;
    }
    return queued;
  });
}
