import { describe, expect, it } from "vitest";
import { inboxFilterParams, readInboxFilters } from "./statuses";

describe("the inbox filters", () => {
  it("reads a known status and a formation id, ignoring anything else", () => {
    expect(
      readInboxFilters({ status: "in_progress", formation: "12", q: " Dupont ", page: "2" }),
    ).toEqual({
      status: "in_progress",
      formationId: 12,
      q: "Dupont",
      page: 2,
    });
    expect(readInboxFilters({ status: "archived", formation: "douze" })).toMatchObject({
      status: null,
      formationId: null,
      page: 1,
    });
  });

  it("gives back the parameters to keep in links, empty when unset", () => {
    expect(inboxFilterParams(readInboxFilters({ status: "new" }))).toEqual({
      status: "new",
      formation: "",
      q: "",
    });
  });
});
