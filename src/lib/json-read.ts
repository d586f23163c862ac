import type { z } from "@/lib/zod";
import { sharedCacheControl } from "./cache-control";

/**
 * A public JSON read for the browser ('Voir plus', the calendar's months): a French 400 with the
 * first problem when the request does not parse, a 404 saying `outOfRange` when `read` finds the
 * request beyond the data (null), otherwise the data, which a proxy may cache for five minutes
 * like the pages it extends. `read` checks the range before any read keyed by the request, so
 * that requests beyond the data add nothing to the shared cache.
 */
export async function jsonRead<Input, Data>(
  parsed: z.ZodSafeParseResult<Input>,
  read: (input: Input) => Promise<Data | null>,
  outOfRange: string,
): Promise<Response> {
  if (!parsed.success) {
    return Response.json(
      { error: parsed.error.issues[0]?.message ?? "Requête invalide." },
      { status: 400 },
    );
  }
  const data = await read(parsed.data);
  if (data === null) return Response.json({ error: outOfRange }, { status: 404 });
  return Response.json(data, {
    headers: { "Cache-Control": sharedCacheControl(300, 3600) },
  });
}
