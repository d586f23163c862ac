import { describe, expect, it } from "vitest";
import { EVERY_VIEW, readListView } from "./list-views";

describe("readListView", () => {
  it("opens the sessions on those ahead, shows them all on « Toutes les sessions », and any view asked", () => {
    expect(readListView({}, "sessions")).toBe("a-venir");
    expect(readListView({ vue: EVERY_VIEW }, "sessions")).toBeNull();
    expect(readListView({ vue: "passees" }, "sessions")).toBe("passees");
    expect(readListView({ vue: "inconnue" }, "sessions")).toBeNull();
  });

  it("leaves a list without an opening view unnarrowed", () => {
    expect(readListView({}, "articles")).toBeNull();
  });
});
