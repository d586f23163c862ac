import { describe, expect, it } from "vitest";
import { blogPageQuerySchema } from "./page-query";

describe("blogPageQuerySchema", () => {
  it("reads a whole, non-negative offset", () => {
    expect(blogPageQuerySchema.parse({ offset: "18" })).toEqual({ offset: 18 });
  });

  it.each([
    [undefined, "Le décalage doit être un nombre."],
    ["abc", "Le décalage doit être un nombre."],
    ["-9", "Le décalage ne peut pas être négatif."],
    ["4.5", "Le décalage doit être un nombre entier."],
    ["99999999", "Le décalage est trop grand."],
  ])("refuses %s with a French message", (offset, message) => {
    const result = blogPageQuerySchema.safeParse({ offset });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
