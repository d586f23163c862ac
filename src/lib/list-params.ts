/**
 * The search and page of a management list, read from the address (`?q=...&page=2`), so that a
 * list can be bookmarked, reloaded and paged without JavaScript.
 */
export const PAGE_SIZE = 24;

export interface ListParams {
  /** The search text, trimmed; '' for none. */
  q: string;
  /** 1-based. */
  page: number;
}

export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * One value of a search parameter ('' when absent; the first when repeated), without the NUL
 * character only a forged address carries: PostgreSQL refuses it in a search pattern.
 */
export function searchParam(params: SearchParams, name: string): string {
  const value = params[name];
  return (Array.isArray(value) ? value[0] : value)?.replaceAll("\u0000", "").trim() ?? "";
}

export function readListParams(params: SearchParams): ListParams {
  const page = Number(searchParam(params, "page"));
  return {
    q: searchParam(params, "q").slice(0, 200),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** One of a list's choices (`?vue=a-venir`, `?tri=titre`), or null for none or an unknown one. */
export function readChoice<Choice extends string>(
  params: SearchParams,
  name: string,
  choices: Record<Choice, string>,
): Choice | null {
  const value = searchParam(params, name);
  return Object.hasOwn(choices, value) ? (value as Choice) : null;
}

/** The rows to skip for a page. */
export function offsetOf(page: number): number {
  return (page - 1) * PAGE_SIZE;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** A LIKE pattern matching the text anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The address of another page of the same list, keeping its other parameters. */
export function pageHref(pathname: string, params: Record<string, string>, page: number): string {
  const query = new URLSearchParams(
    Object.entries(params).filter(([name, value]) => value !== "" && name !== "page"),
  );
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${pathname}?${text}` : pathname;
}

export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
}
