import { siteConfig } from "@/config/site";
import { registrationCalendar } from "@/features/sessions/registration-calendar";
import { readTraineeCalendar } from "@/features/sessions/trainee-page";
import { currentDay, currentTime } from "@/server/clock";
import { getDb } from "@/server/database";

/** 'Ajouter à mon agenda': the registration's days, for the trainee's calendar application. */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/mon-inscription/[token]/agenda.ics">,
) {
  const { token } = await params;
  const found = await readTraineeCalendar(await getDb(), token, currentDay());
  if (!found)
    return new Response("Ce lien ne correspond à aucune inscription en cours.", {
      status: 404,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "private, no-store",
      },
    });
  const body = registrationCalendar(found.registrationId, found.session, {
    brandName: siteConfig.brandName,
    baseUrl: siteConfig.baseUrl,
    now: currentTime(),
    cancelled: found.status === "cancelled",
    confirmed: found.status === "confirmed",
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="formation.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
