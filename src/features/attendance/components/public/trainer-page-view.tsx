import { LinkPage, LinkPageEnd } from "@/components/ui/link-page";
import { paths } from "@/config/paths";
import { TraineeNeedsSection } from "@/features/assessment/public";
import type { TrainerPage } from "@/features/attendance/countersigning";
import { markable, signable } from "@/features/sessions/public";
import type { SigningProblem } from "@/features/attendance/signing-problems";
import { TrainerEvaluation } from "./trainer-evaluation";
import { SigningHeader } from "./signing-view";
import { slotWithHours } from "./slot-hours";

/**
 * The half-days of the trainer's page at `now`: the one open for signing, whose QR code the room
 * scans, and those that have started, latest first.
 */
export function trainerSlots(page: Extract<TrainerPage, { state: "open" }>, now: Date) {
  const { slots } = page.attendance;
  return {
    open: slots.find((slot) => signable(slot, now)),
    started: slots.filter((slot) => markable(slot, now)).reverse(),
  };
}

/**
 * The trainer's page, by their personal link: this half-day's QR code to show the room, then
 * each half-day that has started with what every trainee signed, and the trainer's signature.
 * The QR code and the countersigning forms are the page's islands (`RoomQrCode`,
 * `CountersignSlots` over `trainerSlots`).
 */
export function TrainerPageView({
  page,
  token,
  now,
  problem,
  done,
  roomQrCode,
  countersigning,
}: {
  page: TrainerPage;
  token: string;
  now: Date;
  problem: SigningProblem | null;
  /** What the last post did: a half-day countersigned, a trainee's evaluation entered. */
  done: "signed" | "evaluated" | null;
  roomQrCode: React.ReactNode;
  countersigning: React.ReactNode;
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
  const { open, started } = trainerSlots(page, now);
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
          <div className="mt-3">{roomQrCode}</div>
        </section>
      )}
      {started.length === 0 && (
        <p className="mt-6">
          La feuille s&apos;ouvre au début de la première demi-journée :{" "}
          {attendance.slots[0] ? slotWithHours(attendance.slots[0]) : "dates à préciser"}.
        </p>
      )}
      {countersigning}
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
