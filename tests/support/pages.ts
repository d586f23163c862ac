/** Every row of a query read a page at a time (an export's), gathered for a test to compare. */
export async function everyRow<Row>(pages: AsyncIterable<readonly Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for await (const page of pages) rows.push(...page);
  return rows;
}
