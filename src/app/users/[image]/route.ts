import { storedImageResponse } from "@/server/stored-image";

export async function GET(_request: Request, { params }: RouteContext<"/users/[image]">) {
  return storedImageResponse("users", (await params).image);
}
