import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DestinationList } from "./destination-list";

describe("DestinationList", () => {
  it("says so when there is no destination", () => {
    const html = renderToStaticMarkup(<DestinationList locations={[]} />);
    expect(html).toContain("Aucune destination disponible pour le moment.");
  });
});
