import "server-only";
import { createHash } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { SiteConfig } from "@/config/site";
import type { Database, Transaction } from "@/db/client";
import { recordIdOf } from "@/lib/validation";
import type { AttendanceSession } from "./marks";
import { attendanceRecord, renderAttendanceSheet } from "./sheet";
import { attendanceVersions } from "./tables";
import { type Attendance } from "./attendance-record";

/**
 * The attendance frozen when certificates go out (docs/decisions/078, point 1): its records, as
 * the evidence page digests them, and the signed sheet drawn from them, kept as they were; the
 * certificates issued then rest on them. A correction that issues certificates again makes the
 * next version, with its reason; the earlier ones stay downloadable.
 */

/** A version as the session's page lists it. */
export interface AttendanceVersion {
  number: number;
  reason: string;
  created_at: Date;
  record_sha256: string;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * Keeps the session's attendance as it stands now, the next version with its `reason`, unless
 * its records are those of the last version (nothing changed since).
 */
export async function freezeAttendance(
  tx: Transaction,
  config: SiteConfig,
  session: AttendanceSession,
  attendance: Attendance,
  { now, reason }: { now: Date; reason: string },
): Promise<void> {
  const record = attendanceRecord(session, attendance);
  const [last] = await tx
    .select({ number: attendanceVersions.number, sha256: attendanceVersions.record_sha256 })
    .from(attendanceVersions)
    .where(eq(attendanceVersions.session_id, session.id))
    .orderBy(desc(attendanceVersions.number))
    .limit(1);
  const digest = sha256(record);
  if (last?.sha256 === digest) return;
  await tx.insert(attendanceVersions).values({
    session_id: session.id,
    number: (last?.number ?? 0) + 1,
    reason,
    record,
    record_sha256: digest,
    sheet_pdf: await renderAttendanceSheet(config, session, attendance, { blank: false, now }),
    created_at: now,
  });
}

/** The session's versions, the first first. */
export function attendanceVersionsOf(
  db: Database | Transaction,
  sessionId: number,
): Promise<AttendanceVersion[]> {
  return db
    .select({
      number: attendanceVersions.number,
      reason: attendanceVersions.reason,
      created_at: attendanceVersions.created_at,
      record_sha256: attendanceVersions.record_sha256,
    })
    .from(attendanceVersions)
    .where(eq(attendanceVersions.session_id, sessionId))
    .orderBy(attendanceVersions.number);
}

/** A version's sheet and records as kept, by its number as an address gives it; null when none. */
export async function attendanceVersionFiles(
  db: Database | Transaction,
  sessionId: number,
  asked: string,
): Promise<{ number: number; record: string; sheet: Buffer } | null> {
  const number = recordIdOf(asked);
  if (number === null) return null;
  const [row] = await db
    .select({
      number: attendanceVersions.number,
      record: attendanceVersions.record,
      sheet: attendanceVersions.sheet_pdf,
    })
    .from(attendanceVersions)
    .where(
      and(eq(attendanceVersions.session_id, sessionId), eq(attendanceVersions.number, number)),
    );
  return row ?? null;
}
