import { defineMiddleware } from "astro:middleware";
import { requestStore } from "../shims/request";

/** Each request's path and headers, for the next/headers and next/navigation shims. */
export const onRequest = defineMiddleware(({ request, url }, next) =>
  requestStore.run({ pathname: url.pathname, headers: request.headers }, () => next()),
);
