import { describe, expect, it } from "vitest";
import { PAGE_START_KEPT_MS } from "@/config/public-forms";
import { isRecentStart } from "./form-start-age";

const now = Date.parse("2026-11-30T12:00:00Z");
const signed = (at: number) => `${at}.${"a".repeat(43)}`;

describe("a page's signed start, read in the browser", () => {
  it("is kept while it is younger than the page cache keeps a page", () => {
    expect(isRecentStart(signed(now - 5_000), now)).toBe(true);
    expect(isRecentStart(signed(now - PAGE_START_KEPT_MS + 1), now)).toBe(true);
    expect(isRecentStart(signed(now - PAGE_START_KEPT_MS), now)).toBe(false);
    expect(isRecentStart(signed(now - 2 * 86_400_000), now)).toBe(false);
  });

  it("is kept when the browser's clock is behind the server's", () => {
    expect(isRecentStart(signed(now + 600_000), now)).toBe(true);
  });

  it("is not kept when the page has none, or one that is not a time", () => {
    expect(isRecentStart("", now)).toBe(false);
    expect(isRecentStart(`demain.${"a".repeat(43)}`, now)).toBe(false);
  });
});
