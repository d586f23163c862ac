import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The code the QR code in the room carries: the session, the minute it was shown and their MAC
 * under the site's secret. A new one every minute, so a photo of the screen sent out of the room
 * soon opens nothing (docs/decisions/069-attendance-per-half-day.md).
 */
const PURPOSE = "attendance-room";
/** A code scanned in the minute it showed, or the next, opens the signing form. */
export const SCAN_MINUTES = 2;
/**
 * The form a scan opened takes the signature within this time: enough to sign, short enough
 * that a code sent out of the room is soon worth nothing.
 */
export const SIGNING_MINUTES = 3;

const minuteOf = (now: Date) => Math.floor(now.getTime() / 60_000);

function mac(secret: string, sessionId: number, minute: number): string {
  return createHmac("sha256", secret)
    .update(`${PURPOSE}:${sessionId}:${minute}`)
    .digest("base64url")
    .slice(0, 22);
}

export function roomCode(secret: string, sessionId: number, now: Date): string {
  const minute = minuteOf(now);
  return `${sessionId}.${minute}.${mac(secret, sessionId, minute)}`;
}

/** The session a code was shown for, if it is genuine and younger than `withinMinutes`. */
export function roomCodeSession(
  secret: string,
  code: string,
  now: Date,
  withinMinutes: number,
): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([\w-]{22})$/.exec(code);
  if (!match) return null;
  const [, session, minute, given] = match as unknown as [string, string, string, string];
  const age = minuteOf(now) - Number(minute);
  if (age < 0 || age >= withinMinutes) return null;
  const expected = Buffer.from(mac(secret, Number(session), Number(minute)));
  return timingSafeEqual(expected, Buffer.from(given)) ? Number(session) : null;
}
