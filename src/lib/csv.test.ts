import { describe, expect, it } from "vitest";
import { csvCell, csvStream, toCsv } from "./csv";

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

  it("streams the same file, reading a page only when the download asks for more", async () => {
    const read: number[] = [];
    async function* pages() {
      for (const page of [1, 2, 3]) {
        read.push(page);
        yield [{ name: `Zoé ${page}`, age: 30 + page }];
      }
    }
    const reader = csvStream(["Nom", "Âge"], pages(), (row) => [row.name, row.age]).getReader();
    const chunks: Uint8Array[] = [];
    chunks.push((await reader.read()).value!, (await reader.read()).value!);
    // The header, then the first page: the next ones are not read yet.
    expect(read.length).toBeLessThanOrEqual(2);
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      chunks.push(chunk.value);
    expect(Buffer.concat(chunks).toString("utf8")).toBe(
      toCsv(
        ["Nom", "Âge"],
        [
          ["Zoé 1", 31],
          ["Zoé 2", 32],
          ["Zoé 3", 33],
        ],
      ),
    );
    expect(read).toEqual([1, 2, 3]);
  });
});
