import { afterEach, describe, expect, it, vi } from "vitest";
import { readThrough } from "./read-cache";
import { revalidate } from "./revalidations.mjs";

describe("the read cache", () => {
  afterEach(() => vi.useRealTimers());

  it("reads once, then answers from memory until a table the read used changes", async () => {
    vi.useFakeTimers({ now: 1_000 });
    const read = vi.fn(async () => ["Python", "Excel"]);
    expect(await readThrough("catalogue:[]", ["formations"], read)).toEqual(["Python", "Excel"]);
    vi.setSystemTime(2_000);
    await revalidate(["blog-posts"]);
    await readThrough("catalogue:[]", ["formations"], read);
    expect(read).toHaveBeenCalledTimes(1);
    vi.setSystemTime(3_000);
    await revalidate(["formations"]);
    vi.setSystemTime(4_000);
    await readThrough("catalogue:[]", ["formations"], read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("keys a read by its arguments", async () => {
    const read = vi.fn(async () => null);
    await readThrough('formation:["python"]', ["formations"], read);
    await readThrough('formation:["excel"]', ["formations"], read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("reads once for callers that ask at the same time", async () => {
    let resolve: (value: string) => void = () => {};
    const read = vi.fn(() => new Promise<string>((done) => (resolve = done)));
    const both = Promise.all([
      readThrough("team:[]", ["users"], read),
      readThrough("team:[]", ["users"], read),
    ]);
    resolve("équipe");
    expect(await both).toEqual(["équipe", "équipe"]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("keeps no failed read: the next caller reads again", async () => {
    const read = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("base injoignable"))
      .mockResolvedValueOnce("lu");
    await expect(readThrough("events:[]", ["events"], read)).rejects.toThrow("base injoignable");
    expect(await readThrough("events:[]", ["events"], read)).toBe("lu");
  });
});
