import { describe, expect, it } from "vitest";
import { escapeXml } from "./xml";

describe("escapeXml", () => {
  it("escapes markup characters and drops characters XML forbids", () => {
    expect(escapeXml(`R&D <"IA"> l'été\u0001`)).toBe("R&amp;D &lt;&quot;IA&quot;&gt; l&apos;été");
  });
});
