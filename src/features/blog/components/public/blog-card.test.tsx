import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlogCardSkeletons } from "./blog-card";

describe("BlogCardSkeletons", () => {
  it("shows nine grey cards while the articles load", () => {
    expect(
      renderToStaticMarkup(<BlogCardSkeletons />).match(/data-testid="blog-skeleton"/g),
    ).toHaveLength(9);
  });
});
