import { createHash } from "node:crypto";

/**
 * A short digest of a file's content (an image's bytes, a drawn SVG). It is part of the file's
 * address, so the address changes when, and only when, the content does: browsers may keep each
 * address for ever. It is also an image's ETag, and the hash stored beside it in PostgreSQL.
 */
export function contentVersion(data: Buffer | string): string {
  return createHash("sha256").update(data).digest("hex").slice(0, 16);
}
