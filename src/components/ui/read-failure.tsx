/**
 * In place of a list that could not be read: says so, rather than claiming the list is empty.
 * Its marker keeps the page out of the page cache (cache-handler.mjs), so the next visitor gets
 * the list as soon as it reads again rather than this message for an hour.
 */
export function ReadFailure({ children }: { children: React.ReactNode }) {
  return (
    <p
      role="alert"
      data-read-failure=""
      className="rounded-3xl border border-brand-pink-ink/30 bg-brand-pink-soft p-8 text-center"
    >
      {children}
    </p>
  );
}
