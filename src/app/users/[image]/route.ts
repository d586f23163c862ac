import { isShownInTeam } from "@/features/team/queries";
import { storedImageResponse } from "@/server/stored-image";

/** A team member's photo; anyone else's, even uploaded, is not public. */
export async function GET(request: Request, { params }: RouteContext<"/users/[image]">) {
  return storedImageResponse(request, "users", (await params).image, isShownInTeam);
}
