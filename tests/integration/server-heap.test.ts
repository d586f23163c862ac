import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { serverArguments } from "../../scripts/next-process.mjs";

/**
 * The heap limit, in megabytes, of a Node process given the server's flags (its arguments but the
 * server's file) and NODE_OPTIONS, as the server's own process would have it.
 */
function heapLimit(nodeOptions: string) {
  const env = { ...process.env, NODE_OPTIONS: nodeOptions };
  const flags = serverArguments(env).slice(0, -1);
  const { stdout } = spawnSync(
    process.execPath,
    [...flags, "-e", "console.log(require('v8').getHeapStatistics().heap_size_limit)"],
    { env, encoding: "utf8" },
  );
  return Math.round(Number(stdout) / 1024 / 1024);
}

describe("the server's heap (scripts/next-process.mjs)", () => {
  it("is capped for a small server: 208 MB of old generation, 16 MB young halves", () => {
    expect(serverArguments({}).slice(0, -1)).toEqual([
      "--max-old-space-size=208",
      "--max-semi-space-size=16",
    ]);
    // The old generation and three young halves' worth.
    expect(heapLimit("")).toBe(208 + 3 * 16);
    expect(heapLimit("--enable-source-maps")).toBe(208 + 3 * 16);
  });

  it("is the operator's when NODE_OPTIONS sizes the old generation", () => {
    expect(serverArguments({ NODE_OPTIONS: "--max-old-space-size=512" })).toHaveLength(1);
    expect(heapLimit("--max-old-space-size=512")).toBeGreaterThanOrEqual(512);
  });
});
