import { describe, expect, it } from "vitest";
import { loggablePath } from "./loggable-path";

describe("loggablePath", () => {
  it("keeps neither a query string nor a token that is the path", () => {
    expect(loggablePath("/login?invitation=secret")).toBe("/login");
    expect(loggablePath("/api/auth/verify-email?token=secret&callbackURL=/onboarding")).toBe(
      "/api/auth/verify-email",
    );
    expect(loggablePath("/avis/k7Qx2mZp9k7Qx2mZp9")).toBe("/avis/[jeton]");
    expect(loggablePath("/avis/k7Qx2mZp9?incomplet")).toBe("/avis/[jeton]");
    expect(loggablePath("/inscription/confirmer/k7Qx2mZp9k7Qx2mZp9")).toBe(
      "/inscription/confirmer/[jeton]",
    );
    expect(loggablePath("/api/auth/reset-password/k7Qx2mZp9?callbackURL=%2Freinitialiser")).toBe(
      "/api/auth/reset-password/[jeton]",
    );
    expect(loggablePath("/inscription/42")).toBe("/inscription/42");
    expect(loggablePath("/formation/python")).toBe("/formation/python");
  });
});
