import { siteConfig } from "@/config/site";
import { readAttendancePanel, readSession } from "@/features/sessions/admin-queries";
import { renderAttendanceSheet } from "@/features/sessions/attendance-sheet";
import { recordIdOf } from "@/lib/validation";
import { adminRoute } from "@/server/auth/admin-route";
import { currentTime } from "@/server/clock";
import { getDb } from "@/server/database";
import { downloadResponse, plainTextResponse } from "@/server/file-response";

/**
 * 'Feuille d'émargement': the session's attendance sheet as a PDF, with what was signed online
 * and its evidence; `?vierge` gives the blank sheet to sign on paper (admins only).
 */
export async function GET(
  request: Request,
  { params }: RouteContext<"/dashboard/sessions/[id]/emargement.pdf">,
) {
  return adminRoute(async () => {
    const id = recordIdOf((await params).id);
    const db = await getDb();
    const [session, panel] =
      id === null ? [] : await Promise.all([readSession(db, id), readAttendancePanel(db, id)]);
    if (!session || !panel) return plainTextResponse("Cette session n'existe plus.", 404);
    const blank = new URL(request.url).searchParams.has("vierge");
    const pdf = await renderAttendanceSheet(siteConfig, session, panel.attendance, {
      blank,
      now: currentTime(),
    });
    return downloadResponse(pdf, {
      type: "application/pdf",
      filename: `emargement-session-${session.id}${blank ? "-vierge" : ""}.pdf`,
    });
  });
}
