import "server-only";
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { siteConfig } from "@/config/site";
import { parisDay } from "@/lib/dates";
import { uploadFormatOf } from "@/lib/image-format";
import { recordIdOf } from "@/lib/validation";
import { recordAudit } from "@/server/audit";
import { currentTime } from "@/server/clock";
import { getDb } from "@/server/database";
import { adminUpload, refuseUpload, uploadedFile } from "@/server/file-upload";
import { registrations } from "@/features/registrations/tables";
import { lockedSession, slotOf, slotPhase, sessionSlots } from "@/features/sessions/public";
import { MAX_SCAN_MEGABYTES } from "./constants";
import { readAttendanceSession, type AttendanceSession } from "./marks";
import { proofEffects } from "./proof-effects";
import { inForce, scopeOf, type ScanFormat, type ScanScope } from "./scan";
import { attendanceMarks, attendanceScans } from "./tables";
import { fileSizeText, slotText } from "./text";

// Staff sending a session's scanned sheet or a trainee's signed statement (the session's page,
// through /api/sessions/{id}/feuille-signee): apart from scan.ts, which pages and documents read,
// so that a public page's bundle does not reach the staff area's uploads.

const messages = {
  heavy: `Fichier trop lourd : ${MAX_SCAN_MEGABYTES} Mo au plus.`,
  missing: "Choisissez le fichier de la feuille signée.",
  format: "Format refusé : PDF, JPEG ou PNG uniquement.",
  gone: "Cette session n'existe plus : rechargez la page.",
  cancelled: "Cette session est annulée : elle n'a pas de feuille d'émargement.",
  early: "La session n'a pas commencé : déposez la feuille signée une fois la session tenue.",
  none: "Aucune feuille signée à retirer : rechargez la page.",
  halfDay:
    "L'attestation signée porte sur une demi-journée terminée que la grille indique suivie par ce stagiaire : rechargez la page.",
  failure: "La feuille n'a pas pu être enregistrée. Réessayez dans un instant.",
} as const;

/** What the file's own bytes say it is; the type its sender declares is theirs to choose. */
function scanFormatOf(data: Buffer): ScanFormat | null {
  if (data.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
  const picture = uploadFormatOf(data);
  return picture === "jpeg" || picture === "png" ? picture : null;
}

/**
 * What a scan proves: the session's whole sheet, or one trainee's statement of presence at one
 * half-day (`?inscription=…&jour=…&demi=…`).
 */
/** The scan a request sends, or the answer refusing it. */
async function scanOf(request: Request): Promise<{ format: ScanFormat; data: Buffer } | Response> {
  const data = await uploadedFile(request, "fichier", MAX_SCAN_MEGABYTES * 1024 * 1024, messages);
  if (data instanceof Response) return data;
  const format = scanFormatOf(data);
  return format ? { format, data } : refuseUpload(415, messages.format);
}

/**
 * POST (multipart, field `fichier`) or DELETE of a session's scanned sheet, or of a trainee's
 * signed statement for one half-day, by an administrator. A new file takes over from the one in
 * force; neither a replacement nor a removal deletes a file: it stops being the proof at that
 * time, and the journal names each by its SHA-256. The certificates it changes the proof of are
 * issued anew (certificates.ts).
 */
export function receiveScan(request: Request, idText: string): Promise<Response> {
  return adminUpload(request, messages.failure, async (admin) => {
    const sessionId = recordIdOf(idText);
    const scope = scopeOf(request);
    if (sessionId === null) return refuseUpload(404, messages.gone);
    if (scope === undefined) return refuseUpload(404, messages.halfDay);
    const scan = request.method === "POST" ? await scanOf(request) : null;
    if (scan instanceof Response) return scan;
    const now = currentTime();
    return (await getDb()).transaction(async (tx) => {
      await lockedSession(tx, sessionId);
      const session = await readAttendanceSession(tx, sessionId);
      if (!session) return refuseUpload(404, messages.gone);
      // Refused before anything is written: an answer does not roll the transaction back.
      if (scan && session.status === "cancelled") return refuseUpload(409, messages.cancelled);
      if (scan && session.start_date > parisDay(now)) return refuseUpload(409, messages.early);
      // A statement is sent for a half-day staff recorded as attended; one in force can always
      // be taken away (its record may have changed since).
      if (scope && scan && !(await recordedAttended(tx, session, scope, now)))
        return refuseUpload(409, messages.halfDay);
      const replaced = await tx
        .update(attendanceScans)
        .set({ superseded_at: now })
        .where(inForce(sessionId, scope))
        .returning({ sha256: attendanceScans.sha256 });
      const what = scope
        ? `Attestation de présence signée (${slotText(scope)})`
        : "Feuille d'émargement signée (scan)";
      const journal = (summary: string) =>
        recordAudit(tx, admin.profile, {
          action: "update",
          ...(scope
            ? { entity: "registration", entityId: scope.registration, evidence: true }
            : { entity: "session", entityId: sessionId }),
          summary,
        });
      let change: string;
      if (!scan) {
        if (replaced.length === 0) return refuseUpload(404, messages.none);
        change = `${what} retirée : SHA-256 ${replaced[0]!.sha256}`;
      } else {
        const sha256 = createHash("sha256").update(scan.data).digest("hex");
        await tx.insert(attendanceScans).values({
          session_id: sessionId,
          registration_id: scope?.registration ?? null,
          day: scope?.day ?? null,
          half: scope?.half ?? null,
          format: scan.format,
          data: scan.data,
          size: scan.data.byteLength,
          sha256,
          uploaded_at: now,
        });
        // The proof came: the half-day staff had settled as not certified counts again.
        if (scope) await unsettle(tx, scope);
        change = `${what} ${replaced.length > 0 ? "remplacée" : "déposée"} : ${scan.format.toUpperCase()}, ${fileSizeText(scan.data.byteLength)}, SHA-256 ${sha256}`;
      }
      await journal(change);
      const trainees = scope
        ? [scope.registration]
        : (
            await tx
              .select({ id: registrations.id })
              .from(registrations)
              .where(eq(registrations.session_id, sessionId))
          ).map((row) => row.id);
      await proofEffects().proofChanged(tx, siteConfig, session, trainees, now, change);
      return Response.json({ ok: true });
    });
  });
}

/** Whether a statement's half-day is an ended one of the session staff recorded as attended. */
async function recordedAttended(
  tx: Transaction,
  session: AttendanceSession,
  scope: NonNullable<ScanScope>,
  now: Date,
): Promise<boolean> {
  const slot = slotOf(sessionSlots(session), scope.day, scope.half);
  if (!slot || slotPhase(slot, now) !== "ended") return false;
  const [mark] = await tx
    .select({ status: attendanceMarks.status })
    .from(attendanceMarks)
    .innerJoin(registrations, eq(registrations.id, attendanceMarks.registration_id))
    .where(
      and(
        eq(registrations.session_id, session.id),
        eq(attendanceMarks.registration_id, scope.registration),
        eq(attendanceMarks.day, scope.day),
        eq(attendanceMarks.half, scope.half),
      ),
    );
  return mark !== undefined && mark.status !== "absent";
}

async function unsettle(tx: Transaction, scope: NonNullable<ScanScope>) {
  await tx
    .update(attendanceMarks)
    .set({ uncertified_at: null })
    .where(
      and(
        eq(attendanceMarks.registration_id, scope.registration),
        eq(attendanceMarks.day, scope.day),
        eq(attendanceMarks.half, scope.half),
      ),
    );
}
