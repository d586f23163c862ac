// @ts-check
import { randomUUID } from "node:crypto";
import pg from "pg";

const CHANNEL = "cache_invalidation";
const MAX_RECONNECT_DELAY_MS = 10_000;

/**
 * @typedef {object} TagBroadcast
 * @property {(tags: string[]) => Promise<void>} publish Tells the other processes these tags changed.
 * @property {() => boolean} isListening Whether this process hears the others right now.
 * @property {() => Promise<void>} stop
 */

/**
 * Shares cache tag revalidations between the app processes of one PostgreSQL database with
 * LISTEN/NOTIFY: an admin edit handled by one node expires the pages of every node within
 * milliseconds. A node that loses its listening connection may miss invalidations: it is told
 * (`onListening(false)`), reconnects with exponential backoff, and is told again once it hears
 * (`onListening(true)`), when it must forget what it cached.
 *
 * @param {{ url: string, onRemote: (tags: string[]) => void, onListening: (listening: boolean) => void }} options
 * @returns {TagBroadcast}
 */
export function startTagBroadcast({ url, onRemote, onListening }) {
  const origin = randomUUID();
  /** @type {pg.Client | null} */
  let client = null;
  let stopped = false;
  let delay = 250;
  /** Clients given up on: their late "error" and "end" events are ignored. */
  const retired = new WeakSet();

  /** @param {pg.Client} lostClient */
  function lose(lostClient) {
    if (retired.has(lostClient)) return;
    retired.add(lostClient);
    const wasListening = client === lostClient;
    if (wasListening) client = null;
    lostClient.removeAllListeners();
    lostClient.on("error", () => {});
    lostClient.end().catch(() => {});
    if (wasListening) onListening(false);
    if (stopped) return;
    setTimeout(connect, delay).unref();
    delay = Math.min(delay * 2, MAX_RECONNECT_DELAY_MS);
  }

  async function connect() {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
    next.on("notification", (message) => {
      try {
        const { origin: from, tags } = JSON.parse(message.payload ?? "{}");
        if (from !== origin && Array.isArray(tags)) onRemote(tags.map(String));
      } catch {
        // not ours: ignore
      }
    });
    next.on("error", () => lose(next));
    next.on("end", () => lose(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch {
      lose(next);
      return;
    }
    if (stopped) {
      retired.add(next);
      await next.end().catch(() => {});
      return;
    }
    client = next;
    delay = 250;
    onListening(true);
  }

  /** @param {string[]} tags */
  async function publish(tags) {
    const payload = JSON.stringify({ origin, tags });
    if (client) {
      await client.query("SELECT pg_notify($1, $2)", [CHANNEL, payload]);
      return;
    }
    // Not listening right now: a connection of its own still tells the nodes that are.
    const once = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
    once.on("error", () => {});
    try {
      await once.connect();
      await once.query("SELECT pg_notify($1, $2)", [CHANNEL, payload]);
    } finally {
      await once.end().catch(() => {});
    }
  }

  void connect();
  return {
    publish,
    isListening: () => client !== null,
    async stop() {
      stopped = true;
      const current = client;
      client = null;
      if (current) retired.add(current);
      await current?.end().catch(() => {});
    },
  };
}
