import "server-only";
import { contentVersion } from "./content-version";
import { storage } from "./storage";
import { storageKey } from "@/lib/file-storage";
import { recordIdOf } from "@/lib/validation";

const IMAGE_NAME = /^(\d+)(?:\.([0-9a-f]{16}))?\.png$/;

/**
 * Serves /locations/{id}.{version}.png and /users/{id}.{version}.png from storage, for the ids
 * `isShown` accepts (a photo is public only where the site shows it); 404 for anything else.
 * The address of the current picture is kept for a year; an older or unversioned address (a
 * page cached before an upload, an old link) gets the current picture, briefly cached.
 */
export async function storedImageResponse(
  request: Request,
  folder: "locations" | "users",
  name: string,
  isShown: (id: number) => Promise<boolean>,
) {
  const match = IMAGE_NAME.exec(name);
  const id = match ? recordIdOf(match[1]!) : null;
  const image =
    id !== null && (await isShown(id)) ? await storage.read(storageKey(folder, id)) : null;
  if (!image) return new Response("Image introuvable", { status: 404 });
  const version = contentVersion(image);
  const headers = {
    "Cache-Control":
      match?.[2] === version
        ? "public, max-age=31536000, immutable"
        : "public, max-age=300, stale-while-revalidate=86400",
    ETag: `"${version}"`,
  };
  if (request.headers.get("if-none-match") === headers.ETag)
    return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(image), {
    headers: { ...headers, "Content-Type": "image/png" },
  });
}
