import type { z } from "@/lib/zod";

/**
 * A public JSON read for the browser ('Voir plus', the calendar's months): a French 400 with the
 * first problem when the request does not parse, otherwise the data, which a proxy may cache for
 * five minutes like the pages it extends.
 */
export async function jsonRead<Input, Data>(parsed: z.ZodSafeParseResult<Input>, read: (input: Input) => Promise<Data>): Promise<Response> {
  if (!parsed.success) {
    return Response.json({ error: parsed.error.issues[0]?.message ?? "Requête invalide." }, { status: 400 });
  }
  return Response.json(await read(parsed.data), {
    headers: { "Cache-Control": "public, s-maxage=300, stale-while-revalidate=3600" },
  });
}
