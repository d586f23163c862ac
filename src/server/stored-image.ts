import "server-only";
import { storage, storageKey } from "./storage";

const IMAGE_NAME = /^([1-9][0-9]{0,9})\.png$/;

/**
 * Serves /locations/{id}.png and /users/{id}.png from storage, for the ids `isShown` accepts
 * (a photo is public only where the site shows it); 404 for anything else.
 */
export async function storedImageResponse(folder: "locations" | "users", name: string, isShown: (id: number) => Promise<boolean>) {
  const match = IMAGE_NAME.exec(name);
  const id = match ? Number(match[1]) : null;
  const image = id !== null && (await isShown(id)) ? await storage.read(storageKey(folder, id)) : null;
  if (!image) return new Response("Image introuvable", { status: 404 });
  return new Response(new Uint8Array(image), {
    headers: {
      "Content-Type": "image/png",
      // Staff can replace a picture: short freshness, then revalidation in the background.
      "Cache-Control": "public, max-age=300, stale-while-revalidate=86400",
    },
  });
}
