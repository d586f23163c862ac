import { getDb } from "@/server/database";
import { requesterData } from "@/features/contact/requester-data";
import { parisDay } from "@/lib/dates";
import { recordIdOf } from "@/lib/validation";
import { recordAudit } from "@/server/audit";
import { adminRoute } from "@/server/auth/admin-route";

/**
 * 'Exporter ses données' on a request's page: everything kept about its sender, as a JSON
 * download (the GDPR right of access). Admins only; the journal says an export was made.
 */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/dashboard/demandes/[id]/donnees.json">,
) {
  return adminRoute(async (admin) => {
    const id = recordIdOf((await params).id);
    const db = await getDb();
    const data = id ? await requesterData(db, id) : null;
    if (!id || !data)
      return Response.json({ error: "Cette demande n'existe plus." }, { status: 404 });
    await recordAudit(db, admin.profile, {
      action: "export",
      entity: "contact_request",
      entityId: id,
      summary: "Données d'un demandeur exportées",
    });
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="donnees-demande-${id}-${parisDay()}.json"`,
        "Cache-Control": "private, no-store",
      },
    });
  });
}
