/** The picture formats an upload may be in; 'heif' is what iPhones write (HEIC), and AVIF. */
export type UploadFormat = "png" | "jpeg" | "webp" | "heif";

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The brands of an ISO media file ('ftyp' box) that hold a HEIF picture: HEIC, HEIF, AVIF. */
const HEIF_BRANDS = ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1", "avif"];

/**
 * The format an upload's own bytes announce (PNG, JPEG, WebP or HEIF), or null: the type its
 * sender declares is theirs to choose, and an SVG declared as a PNG must never reach an image decoder.
 */
export function uploadFormatOf(bytes: Uint8Array): UploadFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  // 'RIFF', four bytes of length, then 'WEBP'.
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  // Four bytes of box length, 'ftyp', then the major brand.
  if (
    startsWith(bytes, ascii("ftyp"), 4) &&
    HEIF_BRANDS.some((brand) => startsWith(bytes, ascii(brand), 8))
  )
    return "heif";
  return null;
}
