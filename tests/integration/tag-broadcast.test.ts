import { Client } from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startTagBroadcast, type TagBroadcast } from "@/server/cache/tag-broadcast.mjs";

/**
 * Cache invalidations between app processes, through a real PostgreSQL (LISTEN/NOTIFY): only
 * with TEST_DATABASE_URL, as PGlite serves one process and has nobody to tell.
 */
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)("tag revalidations shared through PostgreSQL", () => {
  const started: TagBroadcast[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((broadcast) => broadcast.stop()));
  });

  function node() {
    const heard: string[][] = [];
    const listening: boolean[] = [];
    const broadcast = startTagBroadcast({
      url: url!,
      onRemote: (tags) => heard.push(tags),
      onListening: (value) => listening.push(value),
    });
    started.push(broadcast);
    return { broadcast, heard, listening };
  }

  it("tells every other node, not the one that published", async () => {
    const [a, b, c] = [node(), node(), node()];
    await vi.waitFor(() => expect([a, b, c].every((n) => n.broadcast.isListening())).toBe(true));
    await a.broadcast.publish(["formations", "events"]);
    await vi.waitFor(() => {
      expect(b.heard).toEqual([["formations", "events"]]);
      expect(c.heard).toEqual([["formations", "events"]]);
    });
    expect(a.heard).toEqual([]);
  });

  it("says when it stops hearing, reconnects by itself, and hears again", async () => {
    const [a, b] = [node(), node()];
    await vi.waitFor(() =>
      expect(a.broadcast.isListening() && b.broadcast.isListening()).toBe(true),
    );
    // What a PostgreSQL restart does to the listening connections.
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN cache_invalidation%' AND pid <> pg_backend_pid()",
    );
    await admin.end();
    await vi.waitFor(() => expect(b.listening).toContain(false));
    await vi.waitFor(() => expect(b.broadcast.isListening()).toBe(true), { timeout: 10_000 });
    expect(b.listening.at(-1)).toBe(true);
    await vi.waitFor(() => expect(a.broadcast.isListening()).toBe(true), { timeout: 10_000 });
    await a.broadcast.publish(["blog-posts"]);
    await vi.waitFor(() => expect(b.heard).toContainEqual(["blog-posts"]));
  });

  it("publishes through a connection of its own when it is not listening", async () => {
    const b = node();
    await vi.waitFor(() => expect(b.broadcast.isListening()).toBe(true));
    const deaf = startTagBroadcast({ url: url!, onRemote: () => {}, onListening: () => {} });
    await deaf.stop();
    await deaf.publish(["users"]);
    await vi.waitFor(() => expect(b.heard).toEqual([["users"]]));
  });
});
