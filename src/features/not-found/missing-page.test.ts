import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "@/server/logger";
import { missingPage } from "./missing-page";

describe("missingPage", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs the missing path on the server, then renders the 404 page", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    expect(() => missingPage(["formations", "inconnue"])).toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
    expect(warn).toHaveBeenCalledWith({ path: "/formations/inconnue" }, "Page introuvable");
  });

  it("names the staff area's paths in full", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    expect(() => missingPage(undefined, "/dashboard")).toThrow();
    expect(warn).toHaveBeenCalledWith({ path: "/dashboard" }, "Page introuvable");
  });
});
