import "server-only";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { getDb } from "@/server/database";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { AuditEntity } from "./audit";
import { recordAudit } from "./audit";
import { revalidateTagsFromRoute } from "./cache/revalidate";
import { cacheTags } from "./cache/tags";
import { adminUpload, refuseUpload, uploadedFile, type UploadingAdmin } from "./file-upload";
import { storage } from "./storage";
import { storageKey, type storageFolders } from "@/lib/file-storage";
import { uploadFormatOf } from "@/lib/image-format";
import { recordIdOf } from "@/lib/validation";

/** What a phone camera writes: a 12 MP JPEG weighs 3 to 8 MB, a 48 MP one up to 20. */
const MAX_IMAGE_BYTES = 25 * 1024 * 1024;
const MAX_MEGAPIXELS = 100;
/**
 * Bounds against a decompression bomb (a few kilobytes announcing a huge picture): the pixels
 * are read from the header before any decoding, and sharp gives up past this time.
 */
const MAX_PIXELS = MAX_MEGAPIXELS * 1_000_000;
const MAX_SECONDS = 10;

const messages = {
  heavy: "Image trop lourde : 25 Mo au plus.",
  format: "Format refusé : JPEG, PNG, WebP ou HEIC uniquement.",
  heic: "Photo HEIC illisible sur ce serveur : envoyez-la en JPEG (sur iPhone, Réglages > Appareil photo > Formats > « Le plus compatible »).",
  large: `Image trop grande : ${MAX_MEGAPIXELS} mégapixels au plus.`,
  slow: "Cette image demande trop de calcul : envoyez-la en JPEG.",
  unreadable: "Ce fichier n'est pas une image lisible.",
} as const;
type Refusal = keyof typeof messages;

/** The answer refusing an image, with its French reason. */
export function refuseImage(refusal: Refusal): Response {
  return refuseUpload(refusal === "format" || refusal === "heic" ? 415 : 400, messages[refusal]);
}

/** An image's upload, or the answer refusing it (too heavy, missing). */
export function uploadedImage(request: Request): Promise<Buffer | Response> {
  return uploadedFile(request, "image", MAX_IMAGE_BYTES, {
    heavy: messages.heavy,
    missing: "Choisissez une image.",
  });
}

/** What a folder's pictures become, and the rows they belong to. */
interface ImageFolder {
  width: number;
  height: number;
  table: PgTable & { id: PgColumn };
  /** The row's name in a refusal (« Ce lieu n'existe plus »), and the journal's words. */
  what: string;
  summary: string;
  entity: AuditEntity;
}

/** The folders pictures go to (the route names the rows: this module reads no domain's table). */
export type ImageFolders = { readonly [Name in (typeof storageFolders)[number]]: ImageFolder };

/**
 * Re-encodes an upload as a PNG of at most `width` × `height` (cropped to fill it, or whole
 * inside it, its transparency kept), stripped of metadata (EXIF, GPS), or says why it cannot.
 * Its bytes must be PNG, JPEG, WebP or HEIF (read before any decoder sees them, and again as
 * sharp reads them). HEIC photos are read only where sharp's build decodes them (its prebuilt
 * binaries read AVIF but not HEIC's codec).
 */
export async function normaliseImage(
  data: Buffer,
  { width, height, fit }: { width: number; height: number; fit: "cover" | "inside" },
): Promise<Buffer | Refusal> {
  const announced = uploadFormatOf(data);
  if (announced === null) return "format";
  try {
    const image = sharp(data, { limitInputPixels: MAX_PIXELS });
    if ((await image.metadata()).format !== announced) return "format";
    return await image
      .rotate()
      .resize(width, height, fit === "cover" ? { fit, position: "attention" } : { fit })
      .png({ compressionLevel: 9 })
      .timeout({ seconds: MAX_SECONDS })
      .toBuffer();
  } catch (error) {
    // sharp reads the size from the header and refuses before decoding a pixel.
    if (error instanceof Error && /pixel limit/i.test(error.message)) return "large";
    if (error instanceof Error && /timeout/i.test(error.message)) return "slow";
    return announced === "heif" ? "heic" : "unreadable";
  }
}

function isFolderName(folders: ImageFolders, name: string): name is keyof ImageFolders {
  // Own keys only: 'constructor' or 'toString' are no folder.
  return Object.hasOwn(folders, name);
}

/** The picture an admin may change: a known folder and id; the answer to send otherwise. */
function targetOf(admin: UploadingAdmin, folders: ImageFolders, name: string, idText: string) {
  const id = recordIdOf(idText);
  if (!isFolderName(folders, name) || id === null) return refuseUpload(404, "Élément inconnu.");
  return { admin, name, folder: folders[name], id };
}

type ImageTarget = Exclude<ReturnType<typeof targetOf>, Response>;

/** Stores (or, with null, removes) the picture of a row that must still exist, and journals it. */
async function storeImage(
  { admin, name, folder, id }: ImageTarget,
  image: Buffer | null,
): Promise<Response> {
  const { table, what, summary, entity } = folder;
  const db = await getDb();
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!row) return refuseUpload(404, `${what} n'existe plus : rechargez la page.`);
  if (image) await storage.write(storageKey(name, id), image);
  else await storage.remove(storageKey(name, id));
  // The pages showing the picture name it by its version: they render again with the new one.
  revalidateTagsFromRoute([cacheTags[name]]);
  await recordAudit(db, admin.profile, {
    action: "photo",
    entity,
    entityId: id,
    summary: `${summary} ${image ? "remplacée" : "retirée"}`,
  });
  return Response.json({ ok: true });
}

/** Answers a request on a picture: `act` runs for an admin's known target. */
function handleImage(
  request: Request,
  folders: ImageFolders,
  folder: string,
  idText: string,
  act: (target: ImageTarget) => Promise<Response>,
): Promise<Response> {
  return adminUpload(
    request,
    "L'image n'a pas pu être enregistrée. Réessayez dans un instant.",
    async (admin) => {
      const target = targetOf(admin, folders, folder, idText);
      return target instanceof Response ? target : act(target);
    },
  );
}

/**
 * POST of a team photo or a location illustration (multipart, field `image`), admins only.
 * Answers JSON `{ ok, error? }` with a French message.
 */
export function receiveImageUpload(
  request: Request,
  folders: ImageFolders,
  folder: string,
  idText: string,
): Promise<Response> {
  return handleImage(request, folders, folder, idText, async (target) => {
    const file = await uploadedImage(request);
    if (file instanceof Response) return file;
    // The type the browser declares is not read: the bytes say what the file is.
    const image = await normaliseImage(file, { ...target.folder, fit: "cover" });
    if (typeof image === "string") return refuseImage(image);
    return storeImage(target, image);
  });
}

/** DELETE of a team photo or a location illustration, admins only: the site shows none again. */
export function removeImage(
  request: Request,
  folders: ImageFolders,
  folder: string,
  idText: string,
): Promise<Response> {
  return handleImage(request, folders, folder, idText, (target) => storeImage(target, null));
}
