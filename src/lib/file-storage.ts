// The images' store as its users see it: the contract and its keys. The disk implementation is
// server/storage.ts; the demo seed and the backups depend only on this.

/**
 * Uploaded and generated images (team photos, location illustrations). Behind this small
 * interface so that an S3-compatible store can replace the disk when the site runs on several
 * machines.
 */
export interface FileStorage {
  read(key: StorageKey): Promise<Buffer | null>;
  /** The version (server/content-version.ts) of each of these that is stored, read at once. */
  versions(keys: StorageKey[]): Promise<Map<StorageKey, string>>;
  write(key: StorageKey, data: Buffer): Promise<void>;
  remove(key: StorageKey): Promise<void>;
  /** Every image stored, so that a restore can take away those its backup does not hold. */
  list(): Promise<StorageKey[]>;
}

/** The folders of images: one per table that has pictures. */
export const storageFolders = ["locations", "users"] as const;

export type StorageKey = `${(typeof storageFolders)[number]}/${number}.png`;

/** Every key this storage writes, and nothing else: no '..', no other folder or extension. */
export function isStorageKey(text: unknown): text is StorageKey {
  return typeof text === "string" && /^(locations|users)\/[1-9]\d{0,9}\.png$/.test(text);
}

export function storageKey(folder: "locations" | "users", id: number): StorageKey {
  return `${folder}/${id}.png`;
}
