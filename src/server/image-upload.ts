import "server-only";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { getDb } from "@/server/database";
import { locations, users } from "@/db/schema";
import { recordAudit } from "./audit";
import { AuthorizationError, requireAdmin } from "./auth/current-user";
import { revalidateTagsFromRoute } from "./cache/revalidate";
import { cacheTags } from "./cache/tags";
import { logger } from "./logger";
import { storage } from "./storage";
import { storageKey } from "@/lib/file-storage";
import { uploadFormatOf } from "@/lib/image-format";
import { recordIdOf } from "@/lib/validation";

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** What each picture becomes: a team photo is a square portrait, a location a 16:9 banner. */
const formats = {
  users: { width: 480, height: 480, table: users, what: "Ce membre", summary: "Photo" },
  locations: {
    width: 960,
    height: 540,
    table: locations,
    what: "Ce lieu",
    summary: "Illustration",
  },
} as const;

type ImageFolder = keyof typeof formats;

function isImageFolder(folder: string): folder is ImageFolder {
  return folder in formats;
}

const refuse = (status: number, error: string) => Response.json({ ok: false, error }, { status });

/**
 * Re-encodes an upload as the PNG the public site serves, resized and stripped of metadata
 * (EXIF, GPS). "format" when its bytes are not PNG, JPEG or WebP (read before any decoder sees
 * them, and again as sharp reads them); null when they are not an image sharp can read.
 */
async function normaliseImage(
  data: Buffer,
  folder: ImageFolder,
): Promise<Buffer | "format" | null> {
  const { width, height } = formats[folder];
  const announced = uploadFormatOf(data);
  if (announced === null) return "format";
  try {
    const image = sharp(data, { limitInputPixels: 40_000_000 });
    if ((await image.metadata()).format !== announced) return "format";
    return await image
      .rotate()
      .resize(width, height, { fit: "cover", position: "attention" })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * POST of a team photo or a location illustration (multipart, field `image`), admins only.
 * Answers JSON `{ ok, error? }` with a French message.
 */
export async function receiveImageUpload(
  request: Request,
  folder: string,
  idText: string,
): Promise<Response> {
  try {
    // Like server actions: a form posted from another site is refused (beside SameSite cookies).
    const origin = request.headers.get("origin");
    if (origin && new URL(origin).host !== request.headers.get("host"))
      return refuse(403, "Origine refusée.");
    const admin = await requireAdmin();
    const id = recordIdOf(idText);
    if (!isImageFolder(folder) || id === null) return refuse(404, "Élément inconnu.");
    // Decided before a byte of the body is read: a stream without an announced length could be
    // as long as its sender likes.
    const length = request.headers.get("content-length");
    if (length === null || !/^\d{1,12}$/.test(length))
      return refuse(411, "Envoi refusé : la taille de l'image n'est pas annoncée.");
    if (Number(length) > MAX_IMAGE_BYTES + 64 * 1024)
      return refuse(413, "Image trop lourde : 5 Mo au plus.");
    const form = await request.formData().catch(() => null);
    const file = form?.get("image");
    if (!(file instanceof File) || file.size === 0) return refuse(400, "Choisissez une image.");
    if (file.size > MAX_IMAGE_BYTES) return refuse(413, "Image trop lourde : 5 Mo au plus.");
    // The type the browser declares is not read: the bytes say what the file is.
    const image = await normaliseImage(Buffer.from(await file.arrayBuffer()), folder);
    if (image === "format") return refuse(415, "Format refusé : PNG, JPEG ou WebP uniquement.");
    if (!image) return refuse(400, "Ce fichier n'est pas une image lisible.");

    const { table, what, summary } = formats[folder];
    const db = await getDb();
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (!row) return refuse(404, `${what} n'existe plus : rechargez la page.`);
    await storage.write(storageKey(folder, id), image);
    // The pages showing the picture name it by its version: they render again with the new one.
    revalidateTagsFromRoute([cacheTags[folder]]);
    await recordAudit(db, admin.profile, {
      action: "photo",
      entity: folder === "users" ? "user" : "location",
      entityId: id,
      summary: `${summary} remplacée`,
    });
    return Response.json({ ok: true });
  } catch (error) {
    if (error instanceof AuthorizationError) return refuse(error.status, error.message);
    logger.error({ error, folder, id: idText }, "Envoi d'image impossible");
    return refuse(500, "L'image n'a pas pu être enregistrée. Réessayez dans un instant.");
  }
}
