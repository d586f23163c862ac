import "server-only";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { currentDay } from "@/server/clock";
import { getDb } from "@/server/database";
import { SIGNING_COOKIE } from "./signing";
import { tokenTarget } from "./trainee-link";

/** How long a device keeps a trainee's link for signing: the page checks the link each time anyway. */
const DEVICE_DAYS = 120;

/**
 * The device that opened a trainee's signing link keeps it, in a cookie only the signing page
 * receives (HttpOnly, SameSite=Lax), so that scanning the room's QR code there signs their line;
 * a link that opens nothing leaves the device without one.
 */
export async function openSigningOnDevice(token: string): Promise<Response> {
  const db = await getDb();
  const target = await db.transaction((tx) => tokenTarget(tx, token, currentDay()));
  const open = target.state === "open";
  const cookie = [
    `${SIGNING_COOKIE}=${open ? encodeURIComponent(token) : ""}`,
    `Path=${paths.signing}`,
    `Max-Age=${open ? DEVICE_DAYS * 86_400 : 0}`,
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
