import "server-only";
import { createHash } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database, Transaction } from "@/db/client";
import { attendanceScans, trainingSessions } from "@/db/schema";
import { parisDay } from "@/lib/dates";
import { uploadFormatOf } from "@/lib/image-format";
import { recordIdOf } from "@/lib/validation";
import { recordAudit } from "@/server/audit";
import { currentTime } from "@/server/clock";
import { getDb } from "@/server/database";
import { adminUpload, refuseUpload, uploadedFile } from "@/server/file-upload";
import { MAX_SCAN_MEGABYTES, type scanFormats } from "./constants";

type ScanFormat = (typeof scanFormats)[number];

export const scanTypes: Record<ScanFormat, string> = {
  pdf: "application/pdf",
  jpeg: "image/jpeg",
  png: "image/png",
};

const messages = {
  heavy: `Fichier trop lourd : ${MAX_SCAN_MEGABYTES} Mo au plus.`,
  missing: "Choisissez le fichier de la feuille signée.",
  format: "Format refusé : PDF, JPEG ou PNG uniquement.",
  gone: "Cette session n'existe plus : rechargez la page.",
  cancelled: "Cette session est annulée : elle n'a pas de feuille d'émargement.",
  early: "La session n'a pas commencé : déposez la feuille signée une fois la session tenue.",
  none: "Aucune feuille signée à retirer : rechargez la page.",
  failure: "La feuille n'a pas pu être enregistrée. Réessayez dans un instant.",
} as const;

/** What the file's own bytes say it is; the type its sender declares is theirs to choose. */
function scanFormatOf(data: Buffer): ScanFormat | null {
  if (data.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
  const picture = uploadFormatOf(data);
  return picture === "jpeg" || picture === "png" ? picture : null;
}

/** '1,2 Mo', '350 ko'. */
export function fileSizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} Mo`
    : `${Math.max(1, Math.round(bytes / 1024))} ko`;
}

const inForce = (sessionId: number) =>
  and(eq(attendanceScans.session_id, sessionId), isNull(attendanceScans.superseded_at));

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
    .where(inForce(sessionId));
  return scan ?? null;
}

export type ScanInfo = NonNullable<Awaited<ReturnType<typeof readScanInfo>>>;

/** The scan in force, to download. */
export async function readScan(db: Database, sessionId: number) {
  const [scan] = await db
    .select({ format: attendanceScans.format, data: attendanceScans.data })
    .from(attendanceScans)
    .where(inForce(sessionId));
  return scan ?? null;
}

/** The scan a request sends, or the answer refusing it. */
async function scanOf(request: Request): Promise<{ format: ScanFormat; data: Buffer } | Response> {
  const data = await uploadedFile(request, "fichier", MAX_SCAN_MEGABYTES * 1024 * 1024, messages);
  if (data instanceof Response) return data;
  const format = scanFormatOf(data);
  return format ? { format, data } : refuseUpload(415, messages.format);
}

/**
 * POST (multipart, field `fichier`) or DELETE of a session's scanned sheet, by an administrator.
 * A new file takes over from the one in force; neither a replacement nor a removal deletes a
 * file: it stops being the proof at that time, and the journal names each by its SHA-256.
 */
export function receiveScan(request: Request, idText: string): Promise<Response> {
  return adminUpload(request, messages.failure, async (admin) => {
    const sessionId = recordIdOf(idText);
    if (sessionId === null) return refuseUpload(404, messages.gone);
    const scan = request.method === "POST" ? await scanOf(request) : null;
    if (scan instanceof Response) return scan;
    const now = currentTime();
    return (await getDb()).transaction(async (tx) => {
      const [session] = await tx
        .select({ status: trainingSessions.status, start_date: trainingSessions.start_date })
        .from(trainingSessions)
        .where(eq(trainingSessions.id, sessionId))
        .for("update");
      if (!session) return refuseUpload(404, messages.gone);
      // Refused before anything is written: an answer does not roll the transaction back.
      if (scan && session.status === "cancelled") return refuseUpload(409, messages.cancelled);
      if (scan && session.start_date > parisDay(now)) return refuseUpload(409, messages.early);
      const replaced = await tx
        .update(attendanceScans)
        .set({ superseded_at: now })
        .where(inForce(sessionId))
        .returning({ sha256: attendanceScans.sha256 });
      const journal = (summary: string) =>
        recordAudit(tx, admin.profile, {
          action: "update",
          entity: "session",
          entityId: sessionId,
          summary,
        });
      if (!scan) {
        if (replaced.length === 0) return refuseUpload(404, messages.none);
        await journal(
          `Feuille d'émargement signée (scan) retirée : SHA-256 ${replaced[0]!.sha256}`,
        );
        return Response.json({ ok: true });
      }
      const sha256 = createHash("sha256").update(scan.data).digest("hex");
      await tx.insert(attendanceScans).values({
        session_id: sessionId,
        format: scan.format,
        data: scan.data,
        size: scan.data.byteLength,
        sha256,
        uploaded_at: now,
      });
      await journal(
        `Feuille d'émargement signée (scan) ${replaced.length > 0 ? "remplacée" : "déposée"} : ${scan.format.toUpperCase()}, ${fileSizeText(scan.data.byteLength)}, SHA-256 ${sha256}`,
      );
      return Response.json({ ok: true });
    });
  });
}
