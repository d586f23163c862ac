import "server-only";
import { createHash } from "node:crypto";
import { recordAudit } from "@/server/audit";
import { currentTime } from "@/server/clock";
import { getDb } from "@/server/database";
import { adminUpload, refuseUpload } from "@/server/file-upload";
import { normaliseImage, refuseImage, uploadedImage } from "@/server/image-upload";
import { inForce } from "./provider-stamp";
import { providerStamps } from "./tables";

// Staff sending the provider's stamp (the dashboard's Qualiopi page, through /api/cachet): apart
// from provider-stamp.ts, which the documents read, so that a public page's bundle does not reach
// the staff area's uploads.

/** How large it prints at most: a stamp with a signature across it, in points at 2× (A4). */
const STAMP_BOX = { width: 600, height: 300 };

/**
 * POST (multipart, field `image`) or DELETE of the stamp, by an administrator: a new one takes
 * over from the last, which stays as the record of what earlier documents printed; the journal
 * names each by its SHA-256.
 */
export function receiveStamp(request: Request): Promise<Response> {
  return adminUpload(request, "Le cachet n'a pas pu être enregistré.", async (admin) => {
    let png: Buffer | null = null;
    if (request.method === "POST") {
      const file = await uploadedImage(request);
      if (file instanceof Response) return file;
      const image = await normaliseImage(file, { ...STAMP_BOX, fit: "inside" });
      if (typeof image === "string") return refuseImage(image);
      png = image;
    }
    const now = currentTime();
    return (await getDb()).transaction(async (tx) => {
      const replaced = await tx
        .update(providerStamps)
        .set({ superseded_at: now })
        .where(inForce)
        .returning({ sha256: providerStamps.sha256 });
      const journal = (summary: string) =>
        recordAudit(tx, admin.profile, {
          action: "update",
          entity: "stamp",
          entityId: null,
          summary,
        });
      if (!png) {
        if (replaced.length === 0)
          return refuseUpload(404, "Aucun cachet à retirer : rechargez la page.");
        await journal(`Cachet et signature retirés : SHA-256 ${replaced[0]!.sha256}`);
        return Response.json({ ok: true });
      }
      const sha256 = createHash("sha256").update(png).digest("hex");
      await tx.insert(providerStamps).values({ png, sha256, uploaded_at: now });
      await journal(
        `Cachet et signature ${replaced.length > 0 ? "remplacés" : "déposés"} : SHA-256 ${sha256}`,
      );
      return Response.json({ ok: true });
    });
  });
}
