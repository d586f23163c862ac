// @ts-check
/**
 * When each cache tag was last revalidated, in this process: every cache of the site reads it
 * (Next.js's cache handler, the page and read caches of Astro's pages, the images read from
 * PostgreSQL), whichever bundle loaded it, through one well-known global. On PostgreSQL several
 * app processes may serve the site: each revalidation is told to the others (tag-broadcast.mjs),
 * from the start of the process (server/startup.ts), and a process that lost its connection
 * counts everything as changed once it hears again, since it may have missed an invalidation.
 * Meanwhile it keeps serving what it has: during a database outage visitors still get the pages.
 */
import { startTagBroadcast } from "./tag-broadcast.mjs";

/**
 * @typedef {object} Revalidations
 * @property {Map<string, number>} at When each tag was last revalidated (ms since epoch).
 * @property {number} everything When everything last counted as changed (a reconnection).
 * @property {import("./tag-broadcast.mjs").TagBroadcast | null} broadcast
 */

/** @type {any} */
const processGlobals = globalThis;
/** @type {Revalidations} */
const state = (processGlobals[Symbol.for("formations-site.revalidations")] ??= {
  at: new Map(),
  everything: 0,
  broadcast: null,
});

/** @param {string[]} tags */
function markRevalidated(tags) {
  const now = Date.now();
  for (const tag of tags) state.at.set(tag, now);
}

/**
 * When `tag` last changed for this process (ms since epoch), 0 if never: what was read before
 * then is stale.
 * @param {string} tag
 */
function lastRevalidation(tag) {
  return Math.max(state.at.get(tag) ?? 0, state.everything);
}

/**
 * Whether anything read at `time` through these tags may have changed since.
 * @param {number} time
 * @param {readonly string[]} tags
 */
export function changedSince(time, tags) {
  return state.everything >= time || tags.some((tag) => lastRevalidation(tag) >= time);
}

/**
 * Records that these tags' tables changed, and tells the other nodes. The edit is saved whatever
 * happens here: a failure to tell them is logged, and a node that lost its connection starts
 * afresh when it reconnects.
 * @param {string[]} tags
 */
export async function revalidate(tags) {
  markRevalidated(tags);
  await state.broadcast?.publish(tags).catch((error) => {
    console.error(
      JSON.stringify({
        time: new Date().toISOString(),
        level: "error",
        msg: "Invalidation du cache non diffusée",
        error: String(error),
      }),
    );
  });
}

/**
 * Hears the other nodes of the PostgreSQL database at `url`, once per process.
 * @param {string} url
 * @returns {import("./tag-broadcast.mjs").TagBroadcast}
 */
export function listenToOtherNodes(url) {
  state.broadcast ??= startTagBroadcast({
    url,
    onRemote: markRevalidated,
    onListening: (listening) => {
      if (listening) state.everything = Date.now();
    },
  });
  return state.broadcast;
}
