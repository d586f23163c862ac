import "server-only";
import { renderSVG } from "uqr";
import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import { getSiteSecret } from "@/server/site-secret";
import { roomCode } from "./room-code";

/**
 * The QR code the trainer shows in the room: the signing page's address with this minute's code,
 * as an SVG image that is never cached (the trainer's screen fetches a new one every few seconds).
 */
export async function roomQrResponse(
  config: SiteConfig,
  sessionId: number,
  now: Date,
): Promise<Response> {
  const code = roomCode(await getSiteSecret(), sessionId, now);
  const address = new URL(paths.roomSigning(code), config.baseUrl).toString();
  return new Response(renderSVG(address, { ecc: "M", border: 2 }), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "private, no-store",
    },
  });
}
