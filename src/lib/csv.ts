/**
 * CSV for spreadsheets used in France: ';' between cells, CRLF between rows, a BOM so that Excel
 * reads UTF-8, every cell quoted. A cell starting like a formula (= + - @) is prefixed with an
 * apostrophe so that a visitor's text can never run as a formula in the admin's spreadsheet.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

type Cell = string | number | boolean | null | undefined;

const csvLine = (row: readonly Cell[]) => `${row.map(csvCell).join(";")}\r\n`;

export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return `\uFEFF${[header, ...rows].map(csvLine).join("")}`;
}

/**
 * The same file written as its rows are read, a page at a time, each read when the download
 * asks for more: the server's memory stays flat whatever the number of rows.
 */
export function csvStream<Row>(
  header: readonly string[],
  pages: AsyncIterator<readonly Row[]>,
  cells: (row: Row) => readonly Cell[],
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`));
    },
    async pull(controller) {
      const page = await pages.next();
      if (page.done) controller.close();
      else
        controller.enqueue(encoder.encode(page.value.map((row) => csvLine(cells(row))).join("")));
    },
    async cancel() {
      await pages.return?.();
    },
  });
}

/** A CSV file as a download the browser saves under `filename`, never cached (it holds people's data). */
export function csvDownload(csv: string | ReadableStream<Uint8Array>, filename: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
