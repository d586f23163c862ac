import { locations } from "@/features/locations/tables";
import { users } from "@/server/auth/tables";
import { receiveImageUpload, removeImage, type ImageFolders } from "@/server/image-upload";

type Context = RouteContext<"/api/images/[folder]/[id]">;

/** What each picture becomes: a team photo is a square portrait, a location a 16:9 banner. */
const folders: ImageFolders = {
  users: {
    width: 480,
    height: 480,
    table: users,
    what: "Ce membre",
    summary: "Photo",
    entity: "user",
  },
  locations: {
    width: 960,
    height: 540,
    table: locations,
    what: "Ce lieu",
    summary: "Illustration",
    entity: "location",
  },
};

export async function POST(request: Request, { params }: Context) {
  const { folder, id } = await params;
  return receiveImageUpload(request, folders, folder, id);
}

export async function DELETE(request: Request, { params }: Context) {
  const { folder, id } = await params;
  return removeImage(request, folders, folder, id);
}
