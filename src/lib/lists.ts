/** Free-text labels (roles, tags): trimmed, blanks dropped, each kept once in its first spelling. */
export function uniqueTrimmed(values: readonly string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter((value) => value !== ""))];
}

/** 'a, b,, c ' → ['a', 'b', 'c']: how comma-separated form fields become lists. */
export function splitList(text: string): string[] {
  return uniqueTrimmed(text.split(","));
}

/** A list typed one item per line: commas stay inside an item, as French sentences hold them. */
export function splitLines(text: string): string[] {
  return uniqueTrimmed(text.split(/\r?\n/));
}

/** The spec stores an empty list as null. */
export function listOrNull(values: readonly string[]): string[] | null {
  const list = uniqueTrimmed(values);
  return list.length > 0 ? list : null;
}

/** Rows in lists by a key, in their order: Map.groupBy, which Node 20 lacks. */
export function groupBy<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
