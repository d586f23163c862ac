import "server-only";
import { AuthorizationError } from "./auth/current-user";
import { requireAdmin } from "./auth/request-user";
import { foreignOrigin } from "./foreign-origin";
import { logger } from "./logger";

/**
 * What every file upload of the dashboard shares (a team photo, a location's picture, a scanned
 * attendance sheet): an administrator of this site only, a body whose length is announced and
 * bounded before a byte of it is read, and a French answer as JSON `{ ok, error? }`.
 */
export const refuseUpload = (status: number, error: string) =>
  Response.json({ ok: false, error }, { status });

export type UploadingAdmin = Awaited<ReturnType<typeof requireAdmin>>;

/**
 * Runs `act` for an administrator sending from this site; anyone else, or an error, gets its
 * French answer. `failure` is what an unexpected error says ('L'image n'a pas pu…').
 */
export async function adminUpload(
  request: Request,
  failure: string,
  act: (admin: UploadingAdmin) => Promise<Response>,
): Promise<Response> {
  // Like server actions: a form posted from another site is refused (beside SameSite cookies).
  if (foreignOrigin(request.headers)) return refuseUpload(403, "Origine refusée.");
  try {
    return await act(await requireAdmin());
  } catch (error) {
    if (error instanceof AuthorizationError) return refuseUpload(error.status, error.message);
    logger.error({ error, path: new URL(request.url).pathname }, "Envoi de fichier impossible");
    return refuseUpload(500, failure);
  }
}

/**
 * The bytes of the form's file `field`, at most `maxBytes`, or the answer refusing them. The
 * length is decided before the body is read: a stream without an announced length could be as
 * long as its sender likes.
 */
export async function uploadedFile(
  request: Request,
  field: string,
  maxBytes: number,
  messages: { heavy: string; missing: string },
): Promise<Buffer | Response> {
  const length = request.headers.get("content-length");
  if (length === null || !/^\d{1,12}$/.test(length))
    return refuseUpload(411, "Envoi refusé : la taille du fichier n'est pas annoncée.");
  // The multipart envelope around the file is a few hundred bytes.
  if (Number(length) > maxBytes + 64 * 1024) return refuseUpload(413, messages.heavy);
  const form = await request.formData().catch(() => null);
  const file = form?.get(field);
  if (!(file instanceof File) || file.size === 0) return refuseUpload(400, messages.missing);
  if (file.size > maxBytes) return refuseUpload(413, messages.heavy);
  return Buffer.from(await file.arrayBuffer());
}
