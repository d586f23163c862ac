import type { IslandsRequest } from "./request";
import type { AsyncLocalStorage } from "node:async_hooks";

const key = Symbol.for("islands.request");

/** The path of the page: the browser's, or on the server the request's (shims/request.ts). */
export function usePathname(): string {
  if (typeof window !== "undefined") return window.location.pathname;
  const store = (globalThis as Record<symbol, AsyncLocalStorage<IslandsRequest> | undefined>)[key];
  return store?.getStore()?.pathname ?? "/";
}

/** A new document for every move: the islands share no client router. */
export function useRouter() {
  return {
    push: (href: string) => window.location.assign(href),
    replace: (href: string) => window.location.replace(href),
    refresh: () => window.location.reload(),
    back: () => window.history.back(),
    prefetch: () => {},
  };
}

/** Thrown by a page's query and answered by the page with Astro's 404 (pages/*.astro). */
export class NotFound extends Error {}

export function notFound(): never {
  throw new NotFound();
}

export function redirect(href: string): never {
  throw Object.assign(new Error(`redirect ${href}`), { href });
}
