import { siteConfig } from "@/config/site";
import { renderAttendanceSheet } from "@/features/sessions/attendance-sheet";
import { listAttendees, readSession } from "@/features/sessions/admin-queries";
import { recordIdOf } from "@/lib/validation";
import { adminRoute } from "@/server/auth/admin-route";
import { getDb } from "@/server/database";

/** 'Feuille d'émargement': the session's attendance sheet as a PDF, with its confirmed trainees (admins only). */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/dashboard/sessions/[id]/emargement.pdf">,
) {
  return adminRoute(async () => {
    const id = recordIdOf((await params).id);
    const db = await getDb();
    const session = id === null ? undefined : await readSession(db, id);
    if (!session)
      return new Response("Cette session n'existe plus.", {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    const pdf = await renderAttendanceSheet(
      siteConfig,
      session,
      await listAttendees(db, session.id),
    );
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="emargement-session-${session.id}.pdf"`,
        "Cache-Control": "private, no-store",
      },
    });
  });
}
