import { siteConfig } from "@/config/site";
import { registrationCalendar } from "@/features/registrations/registration-calendar";
import { readTraineeCalendar } from "@/features/trainee-page/trainee-page";
import { currentDay, currentTime } from "@/server/clock";
import { getDb } from "@/server/database";
import { downloadResponse, plainTextResponse } from "@/server/file-response";
import { readOrDefault } from "@/server/read-or-default";

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
    return plainTextResponse(
      "Agenda indisponible pour le moment : réessayez dans quelques instants.",
      503,
    );
  if (!found) return plainTextResponse("Ce lien ne correspond à aucune inscription en cours.", 404);
  const body = registrationCalendar(found.registrationId, found.session, siteConfig, {
    now: currentTime(),
    cancelled: found.status === "cancelled",
    confirmed: found.status === "confirmed",
  });
  return downloadResponse(body, {
    type: "text/calendar; charset=utf-8",
    filename: "formation.ics",
  });
}
