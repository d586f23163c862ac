import "server-only";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database, Transaction } from "@/db/client";
import { attendanceScans, trainingSessions } from "@/db/schema";
import { uploadFormatOf } from "@/lib/image-format";
import { recordIdOf } from "@/lib/validation";
import { recordAudit } from "@/server/audit";
import { getDb } from "@/server/database";
import { adminUpload, refuseUpload, uploadedFile } from "@/server/file-upload";
import { currentTime } from "@/server/clock";
import type { scanFormats } from "./constants";

type ScanFormat = (typeof scanFormats)[number];

/** A scanner's PDF of a few pages at 300 dpi, or a phone's photo of the sheet. */
const MAX_SCAN_MEGABYTES = 20;

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

/** What the session page says of a session's scan: when it came, its format and size. */
export async function readScanInfo(db: Database | Transaction, sessionId: number) {
  const [scan] = await db
    .select({
      format: attendanceScans.format,
      size: attendanceScans.size,
      sha256: attendanceScans.sha256,
      uploaded_at: attendanceScans.uploaded_at,
    })
    .from(attendanceScans)
    .where(eq(attendanceScans.session_id, sessionId));
  return scan ?? null;
}

export type ScanInfo = NonNullable<Awaited<ReturnType<typeof readScanInfo>>>;

/** The scan itself, to download. */
export async function readScan(db: Database, sessionId: number) {
  const [scan] = await db
    .select({ format: attendanceScans.format, data: attendanceScans.data })
    .from(attendanceScans)
    .where(eq(attendanceScans.session_id, sessionId));
  return scan ?? null;
}

/**
 * POST (multipart, field `fichier`) or DELETE of a session's scanned sheet, by an administrator.
 * A new file replaces the last one; each is journaled with its SHA-256, so the journal says which
 * file was the proof at any time.
 */
export function receiveScan(request: Request, idText: string): Promise<Response> {
  return adminUpload(request, messages.failure, async (admin) => {
    const sessionId = recordIdOf(idText);
    if (sessionId === null) return refuseUpload(404, messages.gone);
    let scan: { format: ScanFormat; data: Buffer } | null = null;
    if (request.method === "POST") {
      const data = await uploadedFile(
        request,
        "fichier",
        MAX_SCAN_MEGABYTES * 1024 * 1024,
        messages,
      );
      if (data instanceof Response) return data;
      const format = scanFormatOf(data);
      if (!format) return refuseUpload(415, messages.format);
      scan = { format, data };
    }
    const db = await getDb();
    return db.transaction(async (tx) => {
      const [session] = await tx
        .select({ id: trainingSessions.id })
        .from(trainingSessions)
        .where(eq(trainingSessions.id, sessionId))
        .for("update");
      if (!session) return refuseUpload(404, messages.gone);
      if (!scan) {
        await tx.delete(attendanceScans).where(eq(attendanceScans.session_id, sessionId));
        await recordAudit(tx, admin.profile, {
          action: "delete",
          entity: "session",
          entityId: sessionId,
          summary: "Feuille d'émargement signée (scan) retirée",
        });
        return Response.json({ ok: true });
      }
      const sha256 = createHash("sha256").update(scan.data).digest("hex");
      const values = {
        format: scan.format,
        data: scan.data,
        size: scan.data.byteLength,
        sha256,
        uploaded_at: currentTime(),
      };
      await tx
        .insert(attendanceScans)
        .values({ session_id: sessionId, ...values })
        .onConflictDoUpdate({ target: attendanceScans.session_id, set: values });
      await recordAudit(tx, admin.profile, {
        action: "update",
        entity: "session",
        entityId: sessionId,
        summary: `Feuille d'émargement signée (scan) déposée : ${scan.format.toUpperCase()}, ${fileSizeText(values.size)}, SHA-256 ${sha256}`,
      });
      return Response.json({ ok: true });
    });
  });
}
