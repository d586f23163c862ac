import "server-only";
import { changedSince } from "./revalidations.mjs";

/**
 * The results of the cached reads the public pages make (cachedRead), kept in this process until
 * a table they read changes: a page rendered for its request alone (a search) or rendered again
 * after an edit makes no query for what did not change. Bounded: the least recently used go
 * first, so that addresses naming nothing (/formation/x1, x2…) cannot fill the memory.
 */
const MAX_ENTRIES = 5000;

interface Entry {
  result: Promise<unknown>;
  tags: readonly string[];
  readAt: number;
}

const entries = new Map<string, Entry>();

function isFresh(entry: Entry): boolean {
  return !changedSince(entry.readAt, entry.tags);
}

/** The result of `read` under `key`: the kept one while fresh, else read now (once for concurrent callers). */
export function readThrough<Result>(
  key: string,
  tags: readonly string[],
  read: () => Promise<Result>,
): Promise<Result> {
  const kept = entries.get(key);
  entries.delete(key);
  if (kept && isFresh(kept)) {
    entries.set(key, kept);
    return kept.result as Promise<Result>;
  }
  const entry: Entry = { result: read(), tags, readAt: Date.now() };
  entries.set(key, entry);
  // A failed read is not kept: the next caller tries again.
  entry.result.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  while (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
  return entry.result as Promise<Result>;
}
