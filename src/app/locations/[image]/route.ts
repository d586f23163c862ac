import { storedImageResponse } from "@/server/stored-image";

export async function GET(_request: Request, { params }: RouteContext<"/locations/[image]">) {
  return storedImageResponse("locations", (await params).image);
}
