import { readAttendancePanel } from "@/features/sessions/admin-queries";
import { attendanceRecord } from "@/features/sessions/attendance-sheet";
import { recordIdOf } from "@/lib/validation";
import { adminRoute } from "@/server/auth/admin-route";
import { getDb } from "@/server/database";
import { downloadResponse, plainTextResponse } from "@/server/file-response";

/**
 * 'Preuve de l'émargement (JSON)': the records the signed sheet prints, byte for byte what its
 * evidence page digests, for anyone to check with `sha256sum` (admins only).
 */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/dashboard/sessions/[id]/emargement.json">,
) {
  return adminRoute(async () => {
    const id = recordIdOf((await params).id);
    const panel = id === null ? undefined : await readAttendancePanel(await getDb(), id);
    if (!panel) return plainTextResponse("Cette session n'existe plus.", 404);
    return downloadResponse(attendanceRecord(panel.session, panel.attendance), {
      type: "application/json; charset=utf-8",
      filename: `emargement-session-${panel.session.id}.json`,
    });
  });
}
