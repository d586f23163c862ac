import { describe, expect, it } from "vitest";
import {
  containsPattern,
  offsetOf,
  pageCount,
  pageHref,
  PAGE_SIZE,
  readListParams,
  readChoice,
} from "./list-params";

describe("management list parameters", () => {
  it("reads the search and the page, falling back to page 1 on anything odd", () => {
    expect(readListParams({ q: "  python ", page: "3" })).toEqual({ q: "python", page: 3 });
    expect(readListParams({ page: "0" }).page).toBe(1);
    expect(readListParams({ page: "-2" }).page).toBe(1);
    expect(readListParams({ page: "2.5" }).page).toBe(1);
    expect(readListParams({ page: "abc" }).page).toBe(1);
    expect(readListParams({ q: ["a", "b"] }).q).toBe("a");
    expect(readListParams({}).q).toBe("");
    expect(readListParams({ q: "py\u0000thon" }).q).toBe("python");
  });

  it("reads a choice the list offers, and none for any other value", () => {
    const views = { publies: "Articles publiés", "non-publies": "Articles non publiés" };
    expect(readChoice({ vue: "non-publies" }, "vue", views)).toBe("non-publies");
    expect(readChoice({ vue: ["publies", "non-publies"] }, "vue", views)).toBe("publies");
    expect(readChoice({ vue: "toString" }, "vue", views)).toBeNull();
    expect(readChoice({ vue: "brouillons" }, "vue", views)).toBeNull();
    expect(readChoice({ tri: "publies" }, "vue", views)).toBeNull();
  });

  it("pages by PAGE_SIZE, with one page for an empty list", () => {
    expect(offsetOf(1)).toBe(0);
    expect(offsetOf(3)).toBe(2 * PAGE_SIZE);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(PAGE_SIZE)).toBe(1);
    expect(pageCount(PAGE_SIZE + 1)).toBe(2);
  });

  it("escapes LIKE wildcards typed in the search", () => {
    expect(containsPattern("100%_sûr\\")).toBe("%100\\%\\_sûr\\\\%");
  });

  it("links to another page keeping the filters, without empty parameters", () => {
    expect(pageHref("/dashboard/blog", { q: "ia", page: "1" }, 2)).toBe(
      "/dashboard/blog?q=ia&page=2",
    );
    expect(pageHref("/dashboard/blog", { q: "" }, 1)).toBe("/dashboard/blog");
    expect(pageHref("/dashboard/demandes", { status: "new", q: "a b" }, 1)).toBe(
      "/dashboard/demandes?status=new&q=a+b",
    );
  });
});
