import { describe, expect, it } from "vitest";
import { loggablePath } from "./loggable-path";

describe("loggablePath", () => {
  it("keeps neither a query string nor a survey link's token", () => {
    expect(loggablePath("/login?invitation=secret")).toBe("/login");
    expect(loggablePath("/avis/k7Qx2mZp9k7Qx2mZp9")).toBe("/avis/[jeton]");
    expect(loggablePath("/avis/k7Qx2mZp9?incomplet")).toBe("/avis/[jeton]");
    expect(loggablePath("/formation/python")).toBe("/formation/python");
  });
});
