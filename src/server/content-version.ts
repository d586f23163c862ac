import { createHash } from "node:crypto";

/**
 * A short digest of an image's bytes. It is part of the image's address, so the address changes
 * when, and only when, the picture does: browsers may keep each address for ever. It is also the
 * image's ETag, and the hash stored beside it in PostgreSQL.
 */
export function contentVersion(data: Buffer): string {
  return createHash("sha256").update(data).digest("hex").slice(0, 16);
}
