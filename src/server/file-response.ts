import "server-only";
import { readOrDefault } from "./read-or-default";

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

/**
 * A document a personal link opens (a convention, a certificate), as a PDF download: 404 with
 * `unknown` when the link opens none, 503 when the database cannot be read (logged as `what`).
 */
export async function linkedPdfResponse(
  read: () => Promise<{ filename: string; pdf: Buffer } | null>,
  { what, unknown }: { what: string; unknown: string },
): Promise<Response> {
  const found = await readOrDefault(read, undefined, what);
  if (found === undefined)
    return plainTextResponse(
      "Document indisponible pour le moment : réessayez dans quelques instants.",
      503,
    );
  if (!found) return plainTextResponse(unknown, 404);
  return downloadResponse(found.pdf, { type: "application/pdf", filename: found.filename });
}
