import "server-only";
import { storage, storageKey } from "./storage";

const IMAGE_NAME = /^([1-9][0-9]{0,9})\.png$/;

/** Serves /locations/{id}.png and /users/{id}.png from storage; 404 for anything else. */
export async function storedImageResponse(folder: "locations" | "users", name: string) {
  const match = IMAGE_NAME.exec(name);
  const image = match ? await storage.read(storageKey(folder, Number(match[1]))) : null;
  if (!image) return new Response("Image introuvable", { status: 404 });
  return new Response(new Uint8Array(image), {
    headers: {
      "Content-Type": "image/png",
      // Staff can replace a picture: short freshness, then revalidation in the background.
      "Cache-Control": "public, max-age=300, stale-while-revalidate=86400",
    },
  });
}
