import { siteConfig } from "@/config/site";
import { attendanceVersionFiles } from "@/features/attendance/versions";
import { renderAttendanceSheet } from "@/features/attendance/sheet";
import { recordIdOf } from "@/lib/validation";
import { adminRoute } from "@/server/auth/admin-route";
import { currentTime } from "@/server/clock";
import { getDb } from "@/server/database";
import { downloadResponse, plainTextResponse } from "@/server/file-response";
import { readAttendancePanel } from "@/features/attendance/admin-queries";

/**
 * 'Feuille d'émargement': the session's attendance sheet as a PDF, with what was signed online
 * and its evidence, drawn from the records of the moment; `?version=n` gives it as frozen when
 * certificates went out (attendance/versions.ts); `?vierge` the blank sheet to sign on paper
 * (admins only).
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
    if (query.has("version")) {
      const frozen = await attendanceVersionFiles(db, panel.session.id, query.get("version")!);
      if (!frozen)
        return plainTextResponse("Cette version de la feuille d'émargement n'existe pas.", 404);
      return downloadResponse(frozen.sheet, {
        type: "application/pdf",
        filename: `emargement-session-${panel.session.id}-v${frozen.number}.pdf`,
      });
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
