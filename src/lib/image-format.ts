/** The picture formats an upload may be in. */
export type UploadFormat = "png" | "jpeg" | "webp";

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * The format an upload's own bytes announce (PNG, JPEG or WebP), or null: the type its sender
 * declares is theirs to choose, and an SVG declared as a PNG must never reach an image decoder.
 */
export function uploadFormatOf(bytes: Uint8Array): UploadFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  // 'RIFF', four bytes of length, then 'WEBP'.
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return "webp";
  return null;
}
