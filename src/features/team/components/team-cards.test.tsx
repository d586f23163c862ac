import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TeamCardPlaceholders } from "./team-cards";

describe("TeamCardPlaceholders", () => {
  it("shows four grey cards while the team loads", () => {
    expect(renderToStaticMarkup(<TeamCardPlaceholders />).match(/data-testid="team-placeholder"/g)).toHaveLength(4);
  });
});
