import { AsyncLocalStorage } from "node:async_hooks";

/** The request being answered, for the next/headers and next/navigation shims on the server. */
export interface IslandsRequest {
  pathname: string;
  headers: Headers;
}

const key = Symbol.for("islands.request");
type WithStore = typeof globalThis & { [key]?: AsyncLocalStorage<IslandsRequest> };

/** One store per process, found by the shims through globalThis (they also run in the browser). */
export const requestStore = ((globalThis as WithStore)[key] ??=
  new AsyncLocalStorage<IslandsRequest>());
