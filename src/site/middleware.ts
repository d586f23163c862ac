import type { APIContext, MiddlewareHandler } from "astro";
import { getActionContext } from "astro:actions";
import { paths } from "@/config/paths";
import { quotedFormation } from "@/features/contact/quote-address";
import { servePage, withSecurityHeaders } from "@/server/cache/page-cache";
import { isLinkOutcome } from "@/server/link-action";
import { asksForPreview } from "@/server/preview";
import { guardRequest } from "@/server/request-guards";
import { server } from "./actions";

/**
 * Every public page and action Astro answers: the guards the whole site shares (the same as
 * Next.js's proxy: another site's post is refused before any action runs), a form's action, then
 * the page cache, which renders a page when it has no fresh copy.
 */
export const onRequest: MiddlewareHandler = async (context, next) => {
  const refusal = await guardRequest(context.request);
  if (refusal) return withSecurityHeaders(refusal, []);
  const answered = await runFormAction(context);
  if (answered) return withSecurityHeaders(answered, []);
  const { request, url } = context;
  const read = request.method === "GET" || request.method === "HEAD";
  // An administrator's preview is rendered for them alone.
  const key = read && !asksForPreview(request.headers) ? pageKey(url) : null;
  return servePage(request, key, next);
};

/**
 * A post to an action: a name the site has no action for is not found. A form posted without
 * JavaScript (`?_action=…`) runs here: a personal link's action answers where the browser goes
 * next, and gets a redirection there (post, redirect, get: reloading the page never posts twice);
 * a public form's answer goes on to its page, which renders it. The browser's own calls of an
 * action (`/_actions/{name}`) go on to Astro.
 */
async function runFormAction(context: APIContext): Promise<Response | null> {
  // Only a post runs an action: a page's view skips this.
  if (context.request.method !== "POST") return null;
  const { action, setActionResult, serializeActionResult } = getActionContext(context);
  // A name the site has no action for, or one Astro cannot decode ('%E0'), is answered here:
  // Astro would throw on it, and render its error page without the site's headers.
  if (action && !Object.hasOwn(server, action.name))
    return new Response("Cette action n'existe pas.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  if (action?.calledFrom !== "form") return null;
  const result = await action.handler();
  if (isLinkOutcome(result.data)) return context.redirect(result.data.goTo, 303);
  setActionResult(action.name, serializeActionResult(result));
  return null;
}

/**
 * A page's key in the page cache: its path, as a query string is read in the browser (as it was
 * under Next.js), but for the formation a quote page names, which the server renders.
 */
function pageKey(url: URL): string {
  const formation = url.pathname === paths.quote() && quotedFormation(url.searchParams);
  return formation ? paths.quote(formation) : url.pathname;
}
