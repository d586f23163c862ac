import "server-only";
import { eq, isNull } from "drizzle-orm";
import type { Database, Transaction } from "@/db/client";
import { providerStamps } from "./tables";

/**
 * The provider's « cachet et signature », which the certificat de réalisation's model asks for
 * under the legal representative's name (docs/decisions/078): an image staff send once, printed
 * on the certificates issued from then on.
 */

/** The stamp in force: the last one sent, not superseded. */
export const inForce = isNull(providerStamps.superseded_at);

/** The stamp in force, if staff sent one. */
export async function readStamp(db: Database | Transaction) {
  const [stamp] = await db
    .select({
      png: providerStamps.png,
      sha256: providerStamps.sha256,
      uploaded_at: providerStamps.uploaded_at,
    })
    .from(providerStamps)
    .where(inForce);
  return stamp ?? null;
}

/** A stamp a document printed, by its SHA-256: replaced ones are kept for this. */
export async function stampImage(
  db: Database | Transaction,
  sha256: string,
): Promise<Buffer | null> {
  const [stamp] = await db
    .select({ png: providerStamps.png })
    .from(providerStamps)
    .where(eq(providerStamps.sha256, sha256))
    .limit(1);
  return stamp?.png ?? null;
}
