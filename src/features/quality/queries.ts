import "server-only";
import { cachedRead } from "@/server/cache/cached-read";
import { cacheTags } from "@/server/cache/tags";
import { getDb } from "@/server/database";
import { signedFormStart } from "@/server/form-start";
import { readOrDefault } from "@/server/read-or-default";
import { complaintSessionChoices } from "./session-choices";

const getComplaintSessions = cachedRead(
  "quality:complaint-sessions",
  [cacheTags.sessions, cacheTags.formations],
  async (today: string) => complaintSessionChoices(await getDb(), today),
);

/**
 * What the complaint form needs: the sessions it lists and its signed start. Without the
 * sessions the form is still offered: a complaint never waits on the catalogue.
 */
export async function loadComplaintForm(today: string) {
  const [sessions, signedStart] = await Promise.all([
    readOrDefault(() => getComplaintSessions(today), [], "sessions du formulaire"),
    readOrDefault(signedFormStart, "", "secret du site"),
  ]);
  return { sessions, signedStart };
}
