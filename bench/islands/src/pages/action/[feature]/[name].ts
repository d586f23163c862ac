import type { APIRoute } from "astro";
import { FORM } from "../../../../call-server";

/** The actions the spike's pages call, by feature: nothing else is reachable from here. */
const routed: Record<string, () => Promise<Record<string, unknown>>> = {
  contact: () => import("@/features/contact/actions"),
};

/** Runs a server action with the arguments call-server.ts sent; its answer in JSON. */
export const POST: APIRoute = async ({ params, request }) => {
  const load = routed[params.feature ?? ""];
  const action = load ? (await load())[params.name ?? ""] : undefined;
  if (typeof action !== "function") return new Response(null, { status: 404 });
  const posted = await request.formData();
  const form = new FormData();
  for (const [field, value] of posted) if (field !== "$args") form.append(field, value);
  const args = (JSON.parse(String(posted.get("$args") ?? "[]")) as unknown[]).map((argument) =>
    argument === FORM ? form : argument,
  );
  return Response.json((await action(...args)) ?? null);
};
