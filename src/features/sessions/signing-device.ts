import "server-only";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { addDays, parisInstant } from "@/lib/dates";
import { currentDay, currentTime } from "@/server/clock";
import { getDb } from "@/server/database";
import { readAttendanceSession } from "./attendance";
import { SIGNING_COOKIE } from "./signing";
import { tokenTarget } from "./trainee-link";

/**
 * The device that opened a trainee's signing link keeps it, in a cookie only the signing page
 * receives (HttpOnly, SameSite=Lax), so that scanning the room's QR code there signs their line;
 * a link that opens nothing leaves the device without one.
 */
export async function openSigningOnDevice(token: string): Promise<Response> {
  const db = await getDb();
  const target = await db.transaction((tx) => tokenTarget(tx, token, currentDay()));
  const open = target.state === "open";
  // Kept until the day after the session, never longer: the page checks the link each time too.
  const session =
    target.state === "open" ? await readAttendanceSession(db, target.sessionId) : undefined;
  const lifetime = session
    ? Math.max(
        0,
        parisInstant(addDays(session.end_date, 1), "23:59").getTime() - currentTime().getTime(),
      )
    : 0;
  const cookie = [
    `${SIGNING_COOKIE}=${open ? encodeURIComponent(token) : ""}`,
    `Path=${paths.signing}`,
    `Max-Age=${open ? Math.floor(lifetime / 1000) : 0}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(siteConfig.auth.secureCookies ? ["Secure"] : []),
  ].join("; ");
  return new Response(null, {
    status: 303,
    headers: {
      Location: open ? paths.signing : `${paths.signing}?probleme=closed`,
      "Set-Cookie": cookie,
      "Cache-Control": "private, no-store",
    },
  });
}
