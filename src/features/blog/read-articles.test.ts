import { afterEach, describe, expect, it, vi } from "vitest";
import {
  MAX_READ_ARTICLES_BYTES,
  parseReadArticles,
  readArticlesCookie,
  withReadArticle,
} from "./read-articles";

describe("readArticles cookie", () => {
  afterEach(() => vi.restoreAllMocks());

  it("round-trips the slugs through a URL-encoded JSON array", () => {
    const cookie = readArticlesCookie(["ia-generative", "python-données"]);
    expect(cookie).toBe(
      "readArticles=%5B%22ia-generative%22%2C%22python-donn%C3%A9es%22%5D; Path=/; Max-Age=31536000; SameSite=Lax",
    );
    const stored = cookie.split(";")[0]!;
    expect(parseReadArticles(`theme=dark; ${stored}; autre=1`)).toEqual([
      "ia-generative",
      "python-données",
    ]);
  });

  it("is empty without the cookie", () => {
    expect(parseReadArticles("")).toEqual([]);
    expect(parseReadArticles("theme=dark")).toEqual([]);
  });

  it("treats a malformed cookie as empty and logs it", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(parseReadArticles("readArticles=%7Bpas-du-json")).toEqual([]);
    expect(parseReadArticles("readArticles=%7B%7D")).toEqual([]);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0]![0]).toBe("Error parsing read articles cookie:");
  });

  it("keeps only the texts of the array", () => {
    expect(parseReadArticles(`readArticles=${encodeURIComponent('["a",1,null,"b"]')}`)).toEqual([
      "a",
      "b",
    ]);
  });

  it("adds a slug once", () => {
    expect(withReadArticle(["a"], "b")).toEqual(["a", "b"]);
    expect(withReadArticle(["a", "b"], "a")).toEqual(["a", "b"]);
  });

  it("stays under what browsers keep, dropping the oldest slugs first", () => {
    // 120 accented slugs: about 9 kB once encoded, more than twice what a cookie may hold.
    const slugs = Array.from(
      { length: 120 },
      (_, index) => `article-${index}-financer-sa-formation-opco-é`,
    );
    const stored = readArticlesCookie(slugs).split(";")[0]!;
    expect(new TextEncoder().encode(stored).length).toBeLessThanOrEqual(MAX_READ_ARTICLES_BYTES);
    expect(new TextEncoder().encode(stored).length).toBeGreaterThan(MAX_READ_ARTICLES_BYTES - 100);
    const kept = parseReadArticles(stored);
    expect(kept.at(-1)).toBe(slugs.at(-1));
    expect(kept).toEqual(slugs.slice(slugs.length - kept.length));
    expect(kept.length).toBeLessThan(slugs.length);
  });
});
