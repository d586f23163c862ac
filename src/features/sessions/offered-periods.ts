import "server-only";
import { and, eq, ne, gt, asc } from "drizzle-orm";
import { cachedRead } from "@/server/cache/cached-read";
import { cacheTags } from "@/server/cache/tags";
import { getDb } from "@/server/database";
import { formations, publishedFormation } from "@/features/formations/tables";
import { trainingSessions } from "./tables";

/** Published sessions offered to visitors: not cancelled, not intra-company, not started yet. */
export const offered = (today: string) =>
  and(
    eq(trainingSessions.published, true),
    ne(trainingSessions.status, "cancelled"),
    ne(trainingSessions.place, "client"),
    gt(trainingSessions.start_date, today),
  );

/** The days of every session offered, by start: the calendar's navigation and its months. */
export const listOfferedSessionPeriods = cachedRead(
  "sessions:periods",
  [cacheTags.sessions, cacheTags.formations],
  async (today: string) =>
    (await getDb())
      .select({ start_date: trainingSessions.start_date, end_date: trainingSessions.end_date })
      .from(trainingSessions)
      .innerJoin(
        formations,
        and(eq(formations.id, trainingSessions.formation_id), publishedFormation),
      )
      .where(offered(today))
      .orderBy(asc(trainingSessions.start_date)),
);
