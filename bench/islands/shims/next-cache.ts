// No page cache in the spike: every request reads the database (the decision's estimate names
// what a real move would need instead of Next.js's data cache and its tags).
export function unstable_cache<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return read;
}

export function revalidateTag(): void {}
export function updateTag(): void {}
