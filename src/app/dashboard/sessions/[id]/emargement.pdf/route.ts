import { siteConfig } from "@/config/site";
import { readAttendancePanel } from "@/features/sessions/admin-queries";
import { attendanceVersionFiles } from "@/features/sessions/attendance-versions";
import { renderAttendanceSheet } from "@/features/sessions/attendance-sheet";
import { recordIdOf } from "@/lib/validation";
import { adminRoute } from "@/server/auth/admin-route";
import { currentTime } from "@/server/clock";
import { getDb } from "@/server/database";
import { downloadResponse, plainTextResponse } from "@/server/file-response";

/**
 * 'Feuille d'émargement': the session's attendance sheet as a PDF, with what was signed online
 * and its evidence: once certificates went out, as frozen then (its last version, or
 * `?version=n`), else drawn from the records of the moment; `?vierge` gives the blank sheet to
 * sign on paper (admins only).
 */
export async function GET(
  request: Request,
  { params }: RouteContext<"/dashboard/sessions/[id]/emargement.pdf">,
) {
  return adminRoute(async () => {
    const id = recordIdOf((await params).id);
    const db = await getDb();
    const panel = id === null ? undefined : await readAttendancePanel(db, id);
    if (!panel) return plainTextResponse("Cette session n'existe plus.", 404);
    const query = new URL(request.url).searchParams;
    const blank = query.has("vierge");
    if (!blank) {
      const asked = query.has("version") ? recordIdOf(query.get("version")!) : null;
      if (query.has("version") && asked === null)
        return plainTextResponse("Cette version de la feuille d'émargement n'existe pas.", 404);
      const frozen = await attendanceVersionFiles(db, panel.session.id, asked);
      if (frozen)
        return downloadResponse(frozen.sheet, {
          type: "application/pdf",
          filename: `emargement-session-${panel.session.id}-v${frozen.number}.pdf`,
        });
      if (query.has("version"))
        return plainTextResponse("Cette version de la feuille d'émargement n'existe pas.", 404);
    }
    const pdf = await renderAttendanceSheet(siteConfig, panel.session, panel.attendance, {
      blank,
      now: currentTime(),
    });
    return downloadResponse(pdf, {
      type: "application/pdf",
      filename: `emargement-session-${panel.session.id}${blank ? "-vierge" : ""}.pdf`,
    });
  });
}
