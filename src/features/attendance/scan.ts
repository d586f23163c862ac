import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Database, Transaction } from "@/db/client";
import { isDay, recordIdOf } from "@/lib/validation";
import { halfDays, type HalfDay } from "@/features/sessions/public";
import type { scanFormats } from "./constants";
import { attendanceScans } from "./tables";

// The scans of signed sheets and statements as the pages and documents read them; staff send
// them through scan-upload.ts.

export type ScanFormat = (typeof scanFormats)[number];

export const scanTypes: Record<ScanFormat, string> = {
  pdf: "application/pdf",
  jpeg: "image/jpeg",
  png: "image/png",
};

export type ScanScope = { registration: number; day: string; half: HalfDay } | null;

/** The scope a request's address names; undefined when it names one badly. */
export function scopeOf(request: Request): ScanScope | undefined {
  const query = new URL(request.url).searchParams;
  if (!query.has("inscription")) return null;
  const registration = recordIdOf(query.get("inscription") ?? "");
  const day = query.get("jour") ?? "";
  const half = halfDays.find((value) => value === query.get("demi"));
  if (registration === null || !half || !isDay(day)) return undefined;
  return { registration, day, half };
}

/** The scan in force of a session, or of one trainee's half-day. */
export const inForce = (sessionId: number, scope: ScanScope) =>
  and(
    eq(attendanceScans.session_id, sessionId),
    isNull(attendanceScans.superseded_at),
    scope
      ? and(
          eq(attendanceScans.registration_id, scope.registration),
          eq(attendanceScans.day, scope.day),
          eq(attendanceScans.half, scope.half),
        )
      : isNull(attendanceScans.registration_id),
  );

/** What the session page says of the scan in force: when it came, its format, size and digest. */
export async function readScanInfo(db: Database | Transaction, sessionId: number) {
  const [scan] = await db
    .select({
      format: attendanceScans.format,
      size: attendanceScans.size,
      sha256: attendanceScans.sha256,
      uploaded_at: attendanceScans.uploaded_at,
    })
    .from(attendanceScans)
    .where(inForce(sessionId, null));
  return scan ?? null;
}

export type ScanInfo = NonNullable<Awaited<ReturnType<typeof readScanInfo>>>;

/** The scan in force the request's address names, to download. */
export async function readScan(db: Database, sessionId: number, request: Request) {
  const scope = scopeOf(request);
  if (scope === undefined) return null;
  const [scan] = await db
    .select({ format: attendanceScans.format, data: attendanceScans.data })
    .from(attendanceScans)
    .where(inForce(sessionId, scope));
  return scan ? { ...scan, scope } : null;
}
