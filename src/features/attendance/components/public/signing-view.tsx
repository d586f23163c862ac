import { buttonClassName } from "@/components/ui/button";
import { LinkForm, LinkPage, LinkPageAlert, LinkPageEnd } from "@/components/ui/link-page";
import { slotWithHours } from "./slot-hours";
import { paths } from "@/config/paths";
import { formatDateRange, formatTime } from "@/lib/dates";
import { PRESENCE_STATEMENT } from "@/features/attendance/text";
import { SIGNING_OPENS_MINUTES_BEFORE, slotKey } from "@/features/sessions/public";
import { actions } from "astro:actions";
import { signingProblems, type SigningProblem } from "@/features/attendance/signing-problems";
import type { SigningView } from "@/features/attendance/signing";

/**
 * The top of both signing pages (the trainee's, the trainer's): the formation, who signs, the
 * dates, and what became of the last signature.
 */
export function SigningHeader({
  eyebrow,
  session,
  signer,
  signed,
  problem,
}: {
  eyebrow: string;
  session: { formation: string; start_date: string; end_date: string };
  signer: string | null;
  signed: boolean;
  problem: SigningProblem | null;
}) {
  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-pink-ink">
        {eyebrow}
      </p>
      <h1 className="mt-2 font-display text-3xl font-bold">{session.formation}</h1>
      <p className="mt-2 text-ink/80">
        {signer} · {formatDateRange(session.start_date, session.end_date)}
      </p>
      {signed && (
        <p role="status" className="mt-4 font-semibold text-brand-green-ink">
          Votre signature est enregistrée. Merci !
        </p>
      )}
      {problem && <LinkPageAlert className="mt-4">{signingProblems[problem]}</LinkPageAlert>}
    </>
  );
}

/** A signing page for a device, or a link, that names no registration under way. */
export function SigningClosed({ testId }: { testId: string }) {
  return (
    <LinkPage testId={testId}>
      <LinkPageEnd
        title="Émargement"
        text={signingProblems.closed}
        next={{ href: paths.home, label: "Retour à l'accueil" }}
      />
    </LinkPage>
  );
}

/** What the signature's fields say after a refused signature: drawn or typed amiss. */
export function signatureError(problem: SigningProblem | null): string | undefined {
  return problem === "drawn" || problem === "typed" ? signingProblems[problem] : undefined;
}

/**
 * 'Émargement': where a trainee signs the half-day open now, on the device their link opened;
 * in the room, once they scanned the trainer's QR code. A plain post, with or without JavaScript.
 */
export function SigningPageView({
  view,
  code,
  problem,
  signed,
  signaturePad,
}: {
  view: SigningView;
  code: string | undefined;
  problem: SigningProblem | null;
  signed: boolean;
  /** The signature's fields: the page's island (`SignaturePad`, told `signatureError`). */
  signaturePad: React.ReactNode;
}) {
  if (view.state === "closed") return <SigningClosed testId="signing-page" />;
  const { slot, session } = view;
  const canSign =
    slot && !view.signedAt && !view.recorded && (!view.needsRoomCode || view.roomCodeValid);
  return (
    <LinkPage testId="signing-page">
      <SigningHeader
        eyebrow="Émargement"
        session={session}
        signer={view.trainee}
        signed={signed}
        problem={problem}
      />
      {!slot ? (
        <p className="mt-6" data-testid="signing-state">
          {view.next
            ? `Prochaine demi-journée : ${slotWithHours(view.next)}. La signature ouvre ${SIGNING_OPENS_MINUTES_BEFORE} minutes avant son début.`
            : "La session est terminée : il n'y a plus de demi-journée à signer."}
        </p>
      ) : view.signedAt ? (
        <p className="mt-6 text-lg font-semibold" data-testid="signing-state">
          Signé : {slotWithHours(slot)}, à {formatTime(view.signedAt)}.
        </p>
      ) : view.recorded ? (
        <p className="mt-6 text-lg" data-testid="signing-state">
          L&apos;équipe a enregistré {slotWithHours(slot)} pour vous : {view.recorded}. Si
          c&apos;est inexact, dites-le au formateur ou à l&apos;équipe, qui le corrigera.
        </p>
      ) : !canSign ? (
        <p className="mt-6 text-lg" data-testid="signing-state">
          {code
            ? "Ce QR code n'est pas valable ou a expiré : scannez celui que montre le formateur en ce moment."
            : `Pour signer ${slotWithHours(slot)}, scannez avec ce téléphone le QR code que montre le formateur dans la salle.`}
        </p>
      ) : (
        <LinkForm
          action={actions.signAttendance}
          className="mt-6 space-y-4"
          data-testid="signing-form"
        >
          <h2 className="font-display text-xl font-bold">Signer : {slotWithHours(slot)}</h2>
          {code && <input type="hidden" name="code" value={code} />}
          <input type="hidden" name="slot" value={slotKey(slot)} />
          {signaturePad}
          <p className="text-sm text-ink/80">{PRESENCE_STATEMENT}</p>
          <button type="submit" className={buttonClassName()}>
            Signer
          </button>
        </LinkForm>
      )}
    </LinkPage>
  );
}
