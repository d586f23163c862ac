import type { MiddlewareHandler } from "astro";
import { servePage, withSecurityHeaders } from "@/server/cache/page-cache";
import { asksForPreview } from "@/server/preview";
import { guardRequest } from "@/server/request-guards";

/**
 * Every public page Astro renders: the guards the whole site shares (the same as Next.js's
 * proxy), then the page cache, which keys a page by its path (a query string is read in the
 * browser, as it was under Next.js) and renders it when it has no fresh copy.
 */
export const onRequest: MiddlewareHandler = async (context, next) => {
  const refusal = await guardRequest(context.request);
  if (refusal) return withSecurityHeaders(refusal, []);
  const { request, url } = context;
  const read = request.method === "GET" || request.method === "HEAD";
  // An administrator's preview is rendered for them alone.
  const key = read && !asksForPreview(request.headers) ? url.pathname : null;
  return servePage(request, key, next);
};
