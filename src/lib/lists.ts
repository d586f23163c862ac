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
