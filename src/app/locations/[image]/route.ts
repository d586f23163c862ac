import { storedImageResponse } from "@/server/stored-image";

/** Every location is shown on the site (destinations, formations, the contact form's places). */
const everyLocation = async () => true;

export async function GET(request: Request, { params }: RouteContext<"/locations/[image]">) {
  return storedImageResponse(request, "locations", (await params).image, everyLocation);
}
