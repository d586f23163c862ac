import { receiveImageUpload } from "@/server/image-upload";

export async function POST(
  request: Request,
  { params }: RouteContext<"/api/images/[folder]/[id]">,
) {
  const { folder, id } = await params;
  return receiveImageUpload(request, folder, id);
}
