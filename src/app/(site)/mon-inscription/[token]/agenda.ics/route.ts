import { siteConfig } from "@/config/site";
import { registrationCalendar } from "@/features/sessions/registration-calendar";
import { readTraineeCalendar } from "@/features/sessions/trainee-page";
import { currentDay, currentTime } from "@/server/clock";
import { getDb } from "@/server/database";
import { readOrDefault } from "@/server/read-or-default";

const text = (body: string, status: number) =>
  new Response(body, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });

/** 'Ajouter à mon agenda': the registration's days, for the trainee's calendar application. */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/mon-inscription/[token]/agenda.ics">,
) {
  const { token } = await params;
  const found = await readOrDefault(
    async () => readTraineeCalendar(await getDb(), token, currentDay()),
    undefined,
    "agenda d'une inscription",
  );
  // The database unreachable: a French answer, where the framework's would be English.
  if (found === undefined)
    return text("Agenda indisponible pour le moment : réessayez dans quelques instants.", 503);
  if (!found) return text("Ce lien ne correspond à aucune inscription en cours.", 404);
  const body = registrationCalendar(found.registrationId, found.session, siteConfig, {
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
