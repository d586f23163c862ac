import { receiveImageUpload, removeImage } from "@/server/image-upload";

type Context = RouteContext<"/api/images/[folder]/[id]">;

export async function POST(request: Request, { params }: Context) {
  const { folder, id } = await params;
  return receiveImageUpload(request, folder, id);
}

export async function DELETE(request: Request, { params }: Context) {
  const { folder, id } = await params;
  return removeImage(request, folder, id);
}
