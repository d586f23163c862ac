import "server-only";
import type { Database } from "@/db/client";
import { addDays, parisInstant } from "@/lib/dates";
import { signerOf, type Signer } from "./signing";
import { signingCredential } from "./signing-credential";

/**
 * 'Signer la feuille d'émargement' from a trainee's mail opens a page whose button makes this
 * device sign for them: a link opened by itself (a hidden window of another site, a forwarded
 * mail) changes nothing, and a device that signs for someone else says so before it changes.
 */
export type SigningDevice =
  | { state: "closed" }
  | {
      state: "open";
      /** The link's trainee. */
      signer: Signer;
      /** Whether the device signs for them already. */
      already: boolean;
      /** Another trainee the device signs for now, whom its button would replace. */
      other: Pick<Signer, "registrationId" | "trainee"> | null;
    };

export async function readSigningDevice(
  db: Database,
  secret: string,
  token: string,
  currentCredential: string | undefined,
  now: Date,
): Promise<SigningDevice> {
  const signer = await signerOf(db, secret, signingCredential(secret, token), now);
  if (!signer) return { state: "closed" };
  const current = currentCredential ? await signerOf(db, secret, currentCredential, now) : null;
  const already = current?.registrationId === signer.registrationId;
  return { state: "open", signer, already, other: already ? null : current };
}

/** How long the device keeps the trainee: until the day after the session, never longer. */
export function signingLifetimeSeconds(session: Pick<Signer["session"], "end_date">, now: Date) {
  const end = parisInstant(addDays(session.end_date, 1), "23:59").getTime();
  return Math.max(0, Math.floor((end - now.getTime()) / 1000));
}
