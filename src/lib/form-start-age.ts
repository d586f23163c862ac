import { PAGE_START_KEPT_MS } from "@/config/public-forms";

/**
 * Whether a page's signed start (`{ms}.{signature}`, server/form-start.ts) is recent enough for
 * the browser to keep it rather than ask for its own: signed within PAGE_START_KEPT_MS of `now`.
 * A start from the future (the browser's clock behind the server's) is recent; an empty or
 * unreadable one is not. The server checks the signature; this only reads the time.
 */
export function isRecentStart(token: string, now: number): boolean {
  const at = Number(token.split(".")[0]);
  return token !== "" && Number.isFinite(at) && now - at < PAGE_START_KEPT_MS;
}
