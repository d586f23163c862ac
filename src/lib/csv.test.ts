import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("CSV export", () => {
  it("quotes every cell and doubles inner quotes, keeping line breaks inside the cell", () => {
    expect(csvCell('Il a dit "bonjour"')).toBe('"Il a dit ""bonjour"""');
    expect(csvCell("ligne 1\nligne 2; suite")).toBe('"ligne 1\nligne 2; suite"');
    expect(csvCell(null)).toBe('""');
  });

  it("neutralises cells that a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+33 6 12")).toBe('"\'+33 6 12"');
    expect(csvCell("-1")).toBe('"\'-1"');
    expect(csvCell("@SUM")).toBe('"\'@SUM"');
  });

  it("starts with a BOM and separates rows with CRLF", () => {
    expect(toCsv(["Nom", "Âge"], [["Zoé", 30]])).toBe('\uFEFF"Nom";"Âge"\r\n"Zoé";"30"\r\n');
  });
});
