import type { APIRoute } from "astro";
import { FORM } from "../../../../call-server";

/**
 * The actions the spike's pages call, by feature and name: nothing else is reachable from here
 * (the contact module also holds the inbox's actions, which staff call).
 */
const routed: Record<string, { load: () => Promise<Record<string, unknown>>; names: string[] }> = {
  contact: {
    load: () => import("@/features/contact/actions"),
    names: ["sendContactRequest", "startContactForm"],
  },
};

/**
 * Runs a server action with the arguments call-server.ts sent; its answer in JSON. Astro's own
 * origin check is off (astro.config.mjs), so the post must come from the spike's own pages.
 */
export const POST: APIRoute = async ({ params, request }) => {
  if (request.headers.get("origin") !== process.env.SITE_URL)
    return new Response(null, { status: 403 });
  const route = routed[params.feature ?? ""];
  const name = params.name ?? "";
  const action = route?.names.includes(name) ? (await route.load())[name] : undefined;
  if (typeof action !== "function") return new Response(null, { status: 404 });
  const posted = await request.formData();
  const form = new FormData();
  for (const [field, value] of posted) if (field !== "$args") form.append(field, value);
  const args = (JSON.parse(String(posted.get("$args") ?? "[]")) as unknown[]).map((argument) =>
    argument === FORM ? form : argument,
  );
  return Response.json((await action(...args)) ?? null);
};
