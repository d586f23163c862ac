"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { formFields, formText } from "@/lib/validation";
import { revalidateTags } from "@/server/cache/revalidate";
import { cacheTags } from "@/server/cache/tags";
import { signerEvidenceOf } from "@/server/client-address";
import { currentDay, currentTime } from "@/server/clock";
import { getDb } from "@/server/database";
import { logger } from "@/server/logger";
import { getSiteSecret } from "@/server/site-secret";
import { signatureSchema, type Signature } from "./attendance-schema";
import type { SigningEvidence } from "./attendance";
import { countersignByLink, evaluateByLink } from "./countersigning";
import { SIGNING_COOKIE, signAsTrainee } from "./signing";
import type { SigningProblem } from "./signing-problems";

async function evidenceOfRequest(): Promise<SigningEvidence> {
  return signerEvidenceOf(await headers());
}

/** The signature a form posts, in the form the provider chose (a typed name is every browser's fallback). */
function signatureOf(form: FormData): Signature | SigningProblem {
  const parsed = signatureSchema.safeParse({
    signature_kind: formText(form, "signature_kind"),
    drawn: formText(form, "drawn"),
    typed: formText(form, "typed"),
  });
  if (!parsed.success) return parsed.error.issues[0]?.path[0] === "typed" ? "typed" : "drawn";
  if (parsed.data.kind === "drawn" && siteConfig.attendance.signature === "typed") return "typed";
  return parsed.data;
}

/** Runs a signature (or an evaluation) and says in the address what became of it. */
async function outcome(
  run: () => Promise<SigningProblem | "signed">,
  done = "fait=signe",
): Promise<string> {
  try {
    const result = await run();
    return result === "signed" ? done : `probleme=${result}`;
  } catch (error) {
    logger.error({ error }, "Signature d'émargement impossible");
    return "probleme=error";
  }
}

/** 'Signer' on the signing page: the device's trainee signs the half-day open now. */
export async function signAttendance(form: FormData): Promise<void> {
  const token = (await cookies()).get(SIGNING_COOKIE)?.value;
  const code = formText(form, "code") || undefined;
  const signature = signatureOf(form);
  const query = await outcome(async () => {
    if (!token) return "closed";
    if (typeof signature === "string") return signature;
    const signed = await signAsTrainee(
      await getDb(),
      await getSiteSecret(),
      token,
      { signature, code, slot: formText(form, "slot") },
      await evidenceOfRequest(),
      currentTime(),
    );
    // A presence moves the completion rate the formation pages publish.
    if (signed === "signed") revalidateTags([cacheTags.sessions]);
    return signed;
  });
  // After a refusal the QR code's minute code stays in the address, for the form to show again.
  const again = code && query.startsWith("probleme") ? `&code=${encodeURIComponent(code)}` : "";
  redirect(`${paths.signing}?${query}${again}`);
}

/** 'Contresigner' on the trainer's page, bound to their link's token (never logged). */
export async function countersignAsTrainer(token: string, form: FormData): Promise<void> {
  const signature = signatureOf(form);
  const slot = { day: formText(form, "day"), half: formText(form, "half") };
  const query = await outcome(async () => {
    if (typeof signature === "string") return signature;
    return countersignByLink(await getDb(), token, slot, signature, await evidenceOfRequest(), {
      now: currentTime(),
      today: currentDay(),
    });
  });
  redirect(`${paths.trainerSigning(token)}?${query}`);
}

/** 'Enregistrer l'évaluation' on the trainer's page: a trainee's objectives rated by the trainer. */
export async function evaluateAsTrainer(
  token: string,
  registrationId: number,
  form: FormData,
): Promise<void> {
  const fields = formFields(form);
  const query = await outcome(async () => {
    const result = await evaluateByLink(await getDb(), token, registrationId, fields, {
      now: currentTime(),
      today: currentDay(),
    });
    if (result !== "evaluated") return result;
    // A rating moves the progress a formation's page may publish.
    revalidateTags([cacheTags.sessions]);
    return "signed";
  }, "fait=evalue");
  redirect(`${paths.trainerSigning(token)}?${query}`);
}
