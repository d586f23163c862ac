import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * A value only the browser knows (today's date on a cached page, the address's query string):
 * the server and the hydration render `onServer`, then React renders again with `read()`. No
 * mismatch, and no client-side rendering of the whole subtree as `useSearchParams` would cause on
 * a cached page. `read` must return the same value for the same state (a string, a day).
 */
export function useBrowserSnapshot<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(noSubscription, read, () => onServer);
}

/**
 * Whether the page runs: false on the server and at hydration, true once React took the page
 * over. A control whose choice React holds waits for it, or a choice made before would be undone.
 */
export function useScripted(): boolean {
  return useBrowserSnapshot(() => true, false);
}

/**
 * Whether the viewport matches a CSS media query, kept current as it changes; false on the
 * server and at hydration, as a phone would render it.
 */
export function useMediaQuery(media: string): boolean {
  return useSyncExternalStore(
    (change) => {
      const query = window.matchMedia(media);
      query.addEventListener("change", change);
      return () => query.removeEventListener("change", change);
    },
    () => window.matchMedia(media).matches,
    () => false,
  );
}
