import "server-only";

/** A short French answer in plain text (an unknown link, a database out of reach), never cached. */
export function plainTextResponse(body: string, status: number): Response {
  return new Response(body, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}

/** A personal file to download (a calendar entry, a signed document), never cached. */
export function downloadResponse(
  body: string | Buffer,
  { type, filename }: { type: string; filename: string },
): Response {
  return new Response(typeof body === "string" ? body : new Uint8Array(body), {
    headers: {
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
