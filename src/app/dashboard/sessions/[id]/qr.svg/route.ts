import { siteConfig } from "@/config/site";
import { roomQrResponse } from "@/features/attendance/room-qr";
import { recordIdOf } from "@/lib/validation";
import { adminRoute } from "@/server/auth/admin-route";
import { currentTime } from "@/server/clock";
import { plainTextResponse } from "@/server/file-response";

/** The room's QR code for trainees to sign, renewed every minute (staff only). */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/dashboard/sessions/[id]/qr.svg">,
) {
  return adminRoute(async () => {
    const id = recordIdOf((await params).id);
    if (id === null) return plainTextResponse("Cette session n'existe plus.", 404);
    return roomQrResponse(siteConfig, id, currentTime());
  });
}
