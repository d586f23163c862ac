import { attendanceVersionFiles } from "@/features/attendance/versions";
import { attendanceRecord } from "@/features/attendance/sheet";
import { recordIdOf } from "@/lib/validation";
import { adminRoute } from "@/server/auth/admin-route";
import { getDb } from "@/server/database";
import { downloadResponse, plainTextResponse } from "@/server/file-response";
import { readAttendancePanel } from "@/features/attendance/admin-queries";

/**
 * 'Preuve de l'émargement (JSON)': the records the signed sheet prints, byte for byte what its
 * evidence page digests, for anyone to check with `sha256sum`: the records of the moment, or with
 * `?version=n` as frozen when certificates went out (admins only).
 */
export async function GET(
  request: Request,
  { params }: RouteContext<"/dashboard/sessions/[id]/emargement.json">,
) {
  return adminRoute(async () => {
    const id = recordIdOf((await params).id);
    const db = await getDb();
    const panel = id === null ? undefined : await readAttendancePanel(db, id);
    if (!panel) return plainTextResponse("Cette session n'existe plus.", 404);
    const version = new URL(request.url).searchParams.get("version");
    if (version === null)
      return downloadResponse(attendanceRecord(panel.session, panel.attendance), {
        type: "application/json; charset=utf-8",
        filename: `emargement-session-${panel.session.id}.json`,
      });
    const frozen = await attendanceVersionFiles(db, panel.session.id, version);
    if (!frozen)
      return plainTextResponse("Cette version de la feuille d'émargement n'existe pas.", 404);
    return downloadResponse(frozen.record, {
      type: "application/json; charset=utf-8",
      filename: `emargement-session-${panel.session.id}-v${frozen.number}.json`,
    });
  });
}
