import "server-only";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { formFields, formText, recordIdOf } from "@/lib/validation";
import { revalidate } from "@/server/cache/revalidations.mjs";
import { cacheTags } from "@/server/cache/tags";
import { signerEvidenceOf } from "@/server/client-address";
import { currentDay, currentTime } from "@/server/clock";
import { getDb } from "@/server/database";
import { linkAction, type LinkOutcome, type LinkPost } from "@/server/link-action";
import { getSiteSecret } from "@/server/site-secret";
import { countersignByLink, evaluateByLink } from "./countersigning";
import { signatureSchema, type Signature } from "./schema";
import { SIGNING_COOKIE, signAsTrainee } from "./signing";
import { signingCredential } from "./signing-credential";
import { readSigningDevice, signingLifetimeSeconds } from "./signing-device";
import type { SigningProblem } from "./signing-problems";

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

/** What the address says of a signature (or an evaluation): done, or why not. */
async function outcome(
  run: () => Promise<SigningProblem | "signed">,
  done = "fait=signe",
): Promise<string> {
  const result = await run();
  return result === "signed" ? done : `probleme=${result}`;
}

/** Where a failed signature lands: the page it was made from, saying so. */
const signingFailure = (page: string, again = "") => ({
  log: "Signature d'émargement impossible",
  address: `${page}?probleme=error${again}`,
});

/**
 * 'Signer sur ce téléphone en tant que …' on the page a trainee's signing link opens: the device
 * keeps a signing-only credential of theirs (HttpOnly, sent to the signing page only). It
 * replaces another trainee's only when the button named that trainee (the form's `replaces`).
 */
export async function keepSigningOnDevice({
  token,
  form,
  cookies,
}: LinkPost): Promise<LinkOutcome> {
  const replaces = recordIdOf(formText(form, "replaces"));
  return linkAction(
    "trainee-signing",
    {
      log: "Émargement impossible à ouvrir sur ce téléphone",
      address: `${paths.signing}?probleme=error`,
    },
    async () => {
      const secret = await getSiteSecret();
      const now = currentTime();
      const device = await readSigningDevice(
        await getDb(),
        secret,
        token,
        cookies.get(SIGNING_COOKIE)?.value,
        now,
      );
      if (device.state === "closed") return `${paths.signing}?probleme=closed`;
      // The device changed hands since the page showed: show it again, naming whom it signs for.
      if (device.other && device.other.registrationId !== replaces)
        return paths.traineeSigning(token);
      cookies.set(SIGNING_COOKIE, signingCredential(secret, token), {
        path: paths.signing,
        maxAge: signingLifetimeSeconds(device.signer.session, now),
        httpOnly: true,
        sameSite: "lax",
        secure: siteConfig.auth.secureCookies,
      });
      return paths.signing;
    },
  );
}

/**
 * 'Signer' on the signing page: the device's trainee signs the half-day open now. The device's
 * credential is its cookie: this form carries no token.
 */
export async function signAttendance({ form, headers, cookies }: LinkPost): Promise<LinkOutcome> {
  const credential = cookies.get(SIGNING_COOKIE)?.value;
  const code = formText(form, "code") || undefined;
  const signature = signatureOf(form);
  // After a refusal the QR code's minute code stays in the address, for the form to show again.
  const again = code ? `&code=${encodeURIComponent(code)}` : "";
  return linkAction("signing-device", signingFailure(paths.signing, again), async () => {
    const query = await outcome(async () => {
      if (!credential) return "closed";
      if (typeof signature === "string") return signature;
      const signed = await signAsTrainee(
        await getDb(),
        await getSiteSecret(),
        credential,
        { signature, code, slot: formText(form, "slot") },
        signerEvidenceOf(headers),
        currentTime(),
      );
      // A presence moves the completion rate the formation pages publish.
      if (signed === "signed") await revalidate([cacheTags.sessions]);
      return signed;
    });
    return `${paths.signing}?${query}${query.startsWith("probleme") ? again : ""}`;
  });
}

/** 'Contresigner' on the trainer's page, by their link's token (never logged). */
export async function countersignAsTrainer({
  token,
  form,
  headers,
}: LinkPost): Promise<LinkOutcome> {
  const signature = signatureOf(form);
  const slot = { day: formText(form, "day"), half: formText(form, "half") };
  const page = paths.trainerSigning(token);
  return linkAction("trainer-page", signingFailure(page), async () => {
    const query = await outcome(async () => {
      if (typeof signature === "string") return signature;
      return countersignByLink(await getDb(), token, slot, signature, signerEvidenceOf(headers), {
        now: currentTime(),
        today: currentDay(),
      });
    });
    return `${page}?${query}`;
  });
}

/**
 * 'Enregistrer l'évaluation' on the trainer's page: a trainee's objectives rated by the trainer,
 * the trainee named by the form's `registration` (checked against the link's session).
 */
export async function evaluateAsTrainer({ token, form }: LinkPost): Promise<LinkOutcome> {
  const fields = formFields(form);
  const registrationId = recordIdOf(formText(form, "registration"));
  const page = paths.trainerSigning(token);
  if (registrationId === null) return { goTo: `${page}?probleme=error` };
  return linkAction("trainer-page", signingFailure(page), async () => {
    const query = await outcome(async () => {
      const result = await evaluateByLink(
        await getDb(),
        siteConfig,
        token,
        registrationId,
        fields,
        { now: currentTime(), today: currentDay() },
      );
      if (result !== "evaluated") return result;
      // A rating moves the progress a formation's page may publish.
      await revalidate([cacheTags.sessions]);
      return "signed";
    }, "fait=evalue");
    return `${page}?${query}`;
  });
}
