import { buttonClassName } from "@/components/ui/button";
import { LinkPage, LinkPageEnd } from "@/components/ui/link-page";
import { paths } from "@/config/paths";
import { TraineeNeedsSection } from "@/features/assessment/public";
import { formatTime } from "@/lib/dates";
import { markText } from "@/features/attendance/text";
import type { TrainerPage } from "@/features/attendance/countersigning";
import { markable, signable, slotKey } from "@/features/sessions/public";
import { countersignAsTrainer } from "@/features/attendance/signing-actions";
import type { SigningProblem } from "@/features/attendance/signing-problems";
import { RoomQrCode } from "./room-qr-code";
import { SignaturePad } from "./signature-pad";
import { TrainerEvaluation } from "./trainer-evaluation";
import { SigningHeader, slotWithHours } from "./signing-view";

/**
 * The trainer's page, by their personal link: this half-day's QR code to show the room, then
 * each half-day that has started with what every trainee signed, and the trainer's signature.
 */
export function TrainerPageView({
  page,
  token,
  now,
  problem,
  done,
  mode,
}: {
  page: TrainerPage;
  token: string;
  now: Date;
  problem: SigningProblem | null;
  /** What the last post did: a half-day countersigned, a trainee's evaluation entered. */
  done: "signed" | "evaluated" | null;
  mode: "drawn" | "typed";
}) {
  if (page.state === "closed")
    return (
      <LinkPage testId="trainer-page">
        <LinkPageEnd
          title="Lien expiré"
          text="Ce lien n'ouvre plus la feuille d'émargement : demandez-en un nouveau à l'organisme de formation."
          next={{ href: paths.home, label: "Retour à l'accueil" }}
        />
      </LinkPage>
    );
  const { session, attendance } = page;
  const open = attendance.slots.find((slot) => signable(slot, now));
  const started = attendance.slots.filter((slot) => markable(slot, now)).reverse();
  return (
    <LinkPage testId="trainer-page">
      <SigningHeader
        eyebrow="Émargement du formateur"
        session={session}
        signer={session.trainer}
        signed={done === "signed"}
        problem={problem}
      />
      {open && session.place !== "remote" && (
        <section className="mt-6 rounded-3xl bg-brand-blue-soft p-4 text-center">
          <h2 className="font-display text-xl font-bold">À montrer aux stagiaires</h2>
          <p className="mt-1 text-sm">{slotWithHours(open)} : le code change chaque minute.</p>
          <div className="mt-3">
            <RoomQrCode src={paths.trainerQrCode(token)} />
          </div>
        </section>
      )}
      {started.length === 0 && (
        <p className="mt-6">
          La feuille s&apos;ouvre au début de la première demi-journée :{" "}
          {attendance.slots[0] ? slotWithHours(attendance.slots[0]) : "dates à préciser"}.
        </p>
      )}
      {started.map((slot) => {
        const countersigned = attendance.countersignatures[slotKey(slot)];
        return (
          <section key={slotKey(slot)} className="mt-8 border-t border-ink/10 pt-6">
            <h2 className="font-display text-xl font-bold">{slotWithHours(slot)}</h2>
            <ul className="mt-3 divide-y divide-ink/10">
              {attendance.lines.map((line) => (
                <li key={line.id} className="flex justify-between gap-4 py-2">
                  <span>{line.name}</span>
                  <span className="text-ink/80">{markText(line.marks[slotKey(slot)])}</span>
                </li>
              ))}
            </ul>
            {countersigned ? (
              <p className="mt-3 font-semibold text-brand-green-ink">
                Contresigné à {formatTime(countersigned.signed_at!)} par{" "}
                {countersigned.trainer_name}.
              </p>
            ) : (
              <form
                action={countersignAsTrainer.bind(null, token)}
                className="mt-4 space-y-4"
                data-testid="countersign-form"
              >
                <input type="hidden" name="day" value={slot.day} />
                <input type="hidden" name="half" value={slot.half} />
                <SignaturePad mode={mode} id={`signature-${slotKey(slot)}`} />
                <button type="submit" className={buttonClassName()}>
                  Contresigner cette demi-journée
                </button>
              </form>
            )}
          </section>
        );
      })}
      {page.evaluation.questions.length > 0 && (
        <TrainerEvaluation
          token={token}
          evaluation={page.evaluation}
          evaluated={done === "evaluated"}
        />
      )}
      {page.trainees.length > 0 && <TraineeNeedsSection trainees={page.trainees} />}
    </LinkPage>
  );
}
