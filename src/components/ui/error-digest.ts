import type { ErrorInfo } from "next/error";

/**
 * The reference a visitor can quote to support: Next.js gives a server error a digest that the
 * server's log line carries too (instrumentation.ts). Its message never reaches the browser.
 */
export function errorDigest(error: ErrorInfo["error"]): string | undefined {
  if (typeof error !== "object" || error === null || !("digest" in error)) return undefined;
  return typeof error.digest === "string" && error.digest ? error.digest : undefined;
}
