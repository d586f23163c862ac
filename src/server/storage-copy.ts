import "server-only";
import type { FileStorage } from "@/lib/file-storage";
import { contentVersion } from "./content-version";

/**
 * Copies every image of one storage into another (the disk's uploads into PostgreSQL), leaving
 * alone those the target already holds unchanged: run twice, the second run copies nothing.
 */
export async function copyImages(
  from: FileStorage,
  to: FileStorage,
): Promise<{ copied: number; unchanged: number }> {
  let copied = 0;
  let unchanged = 0;
  for (const key of await from.list()) {
    const data = await from.read(key);
    if (!data) continue;
    const present = await to.read(key);
    if (present && contentVersion(present) === contentVersion(data)) {
      unchanged += 1;
      continue;
    }
    await to.write(key, data);
    copied += 1;
  }
  return { copied, unchanged };
}
