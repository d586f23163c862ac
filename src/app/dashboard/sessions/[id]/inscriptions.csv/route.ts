import { listRegistrations, readSession } from "@/features/session-desk/admin-queries";
import { registrationsCsv } from "@/features/session-desk/export";
import { recordIdOf } from "@/lib/validation";
import { recordAudit } from "@/server/audit";
import { adminRoute } from "@/server/auth/admin-route";
import { csvDownload } from "@/lib/csv";
import { currentTime } from "@/server/clock";
import { getDb } from "@/server/database";

/** A session's registrations as a CSV download (admins only); the journal says who exported them. */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/dashboard/sessions/[id]/inscriptions.csv">,
) {
  return adminRoute(async (admin) => {
    const id = recordIdOf((await params).id);
    const db = await getDb();
    const session = id === null ? undefined : await readSession(db, id);
    if (!session)
      return new Response("Cette session n'existe plus.", {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    const csv = registrationsCsv(await listRegistrations(db, session.id), session, currentTime());
    await recordAudit(db, admin.profile, {
      action: "export",
      entity: "session",
      entityId: session.id,
      summary: `${session.formation} : inscriptions exportées`,
    });
    return csvDownload(csv, `inscriptions-session-${session.id}.csv`);
  });
}
