/**
 * The reference a visitor can quote to support: Next.js gives a server error a digest, which the
 * error pages show and the server's log line carries (instrumentation.ts). Its message never
 * reaches the browser.
 */
export function errorDigest(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("digest" in error)) return undefined;
  return typeof error.digest === "string" && error.digest ? error.digest : undefined;
}
