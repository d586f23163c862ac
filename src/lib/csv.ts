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

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(";"));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** A CSV file as a download the browser saves under `filename`, never cached (it holds people's data). */
export function csvDownload(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
