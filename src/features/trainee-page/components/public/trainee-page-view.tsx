import { buttonClassName } from "@/components/ui/button";
import { LinkForm, LinkPage, LinkPageAlert, LinkPageEnd } from "@/components/ui/link-page";
import { paths } from "@/config/paths";
import { formatDateTime } from "@/lib/dates";
import { actions } from "astro:actions";
import type { TraineePage } from "@/features/trainee-page/trainee-page";
import { afterAnswersDue, beforeAnswersDue, evaluates } from "@/features/assessment/public";
import { AfterTrainingPart } from "./after-training-part";
import { CancelSection, HandOverSection, MoveSection } from "./trainee-forms";
import {
  ComplaintSection,
  DocumentsSection,
  Folded,
  RegistrationSection,
} from "./trainee-sections";
import { BeforeTrainingPart } from "./before-training-part";
import { AgreementPart } from "@/features/agreements/public";
import {
  traineeDone,
  traineeProblems,
  type TraineeDone,
  type TraineeProblem,
  type RegistrationStatus,
} from "@/features/registrations/public";

const closed = {
  unknown: [
    "Lien inconnu",
    "Ce lien ne correspond à aucune inscription. Vérifiez qu'il a été copié en entier depuis l'e-mail reçu.",
  ],
  "handed-over": [
    "Place cédée",
    "Cette place a été cédée à un collègue : ce lien n'est plus valable. Votre collègue a reçu un e-mail avec son propre lien.",
  ],
  expired: [
    "Ce lien a expiré",
    "La session est terminée depuis plus de trois mois. Pour un document, écrivez-nous depuis la page de contact.",
  ],
} as const;

/** The registration's status, as the trainee reads it. */
const statusTexts: Record<RegistrationStatus, string> = {
  unconfirmed: "En attente de votre confirmation par e-mail",
  pending: "Inscription enregistrée : votre place est à confirmer par notre équipe",
  confirmed: "Inscription confirmée",
  waiting: "Sur liste d'attente : nous vous écrivons dès qu'une place se libère",
  cancelled: "Inscription annulée",
  present: "Formation suivie",
};

/** Which form a problem belongs to: its alert shows above it. */
const problemForm: Record<
  TraineeProblem,
  "cancel" | "hand-over" | "move" | "agreement" | "answers" | "page"
> = {
  reason: "cancel",
  last_name: "hand-over",
  first_name: "hand-over",
  email: "hand-over",
  confirm_hand_over: "hand-over",
  confirm_cancel: "cancel",
  "already-registered": "hand-over",
  quota: "hand-over",
  session_id: "move",
  signer_name: "agreement",
  signer_position: "agreement",
  accept: "agreement",
  early_start: "agreement",
  digest: "agreement",
  answers: "answers",
  "answers-empty": "answers",
  "questions-changed": "answers",
  closed: "page",
  refused: "page",
  error: "page",
};

/**
 * 'Mon inscription': the trainee's registration, its documents and calendar entry, and the
 * forms to cancel, hand the place over or ask for other dates, each a plain post.
 */
export function TraineePageView({
  page,
  token,
  problem,
  done,
}: {
  page: TraineePage;
  token: string;
  problem: TraineeProblem | null;
  done: TraineeDone | null;
}) {
  if (page.state !== "open") {
    return (
      <LinkPage testId="trainee-page">
        <LinkPageEnd
          title={closed[page.state][0]}
          text={closed[page.state][1]}
          next={
            page.state === "expired"
              ? { href: paths.contact, label: "Nous écrire" }
              : { href: paths.home, label: "Retour à l'accueil" }
          }
        />
      </LinkPage>
    );
  }
  const { registration, session, rights } = page;
  const alertFor = (form: (typeof problemForm)[TraineeProblem]) =>
    problem && problemForm[problem] === form ? (
      <LinkPageAlert className="mt-4">{traineeProblems[problem]}</LinkPageAlert>
    ) : null;
  const active = rights.handOver;
  const { questionnaires } = page;
  const agreementDue = Boolean(page.agreement?.acceptable);
  const agreementPart = page.agreement && (
    <AgreementPart
      agreement={page.agreement}
      documentHref={paths.traineeAgreement(token)}
      accept={{ action: actions.acceptAgreementAsTrainee, token }}
      canCancel={rights.cancel}
      alert={alertFor("agreement")}
    />
  );
  const beforeDue = page.answering.before && beforeAnswersDue(questionnaires);
  const afterShown = page.answering.after && evaluates(questionnaires.questions.evaluation);
  const afterDue = afterShown && afterAnswersDue(questionnaires);
  // What the trainee has to do, first: a page of 6,800 px on a phone put it below the rest.
  const dueFirst = [
    agreementDue && <div key="agreement">{agreementPart}</div>,
    page.signing.due && (
      <div key="signing" className="mt-4">
        <p>Pendant la formation, signez la feuille d&apos;émargement à chaque demi-journée.</p>
        <a href={paths.traineeSigning(token)} className={buttonClassName({ className: "mt-2" })}>
          Signer la feuille d&apos;émargement
        </a>
      </div>
    ),
    beforeDue && (
      <div key="before" className="mt-4">
        <h3 className="font-display text-lg font-bold">Avant la formation</h3>
        <BeforeTrainingPart
          before={questionnaires}
          token={token}
          startDate={session.start_date}
          alert={alertFor("answers")}
        />
      </div>
    ),
    afterDue && (
      <div key="after" className="mt-4">
        <h3 className="font-display text-lg font-bold">Fin de formation</h3>
        <AfterTrainingPart {...questionnaires} token={token} alert={alertFor("answers")} />
      </div>
    ),
  ].filter(Boolean);
  return (
    <LinkPage testId="trainee-page">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-pink-ink">
        Mon inscription
      </p>
      <h1 className="mt-2 font-display text-3xl font-bold">{session.formation.title}</h1>
      <p
        className="mt-3 inline-block rounded-full bg-brand-green-soft px-3 py-1 text-sm font-semibold text-brand-green-ink"
        data-testid="trainee-status"
      >
        {registration.offer_expires_at
          ? "Une place vous est proposée"
          : statusTexts[registration.status]}
      </p>
      {done && (
        <p role="status" className="mt-4 font-semibold text-brand-green-ink">
          {traineeDone[done]}
        </p>
      )}
      {alertFor("page")}
      {registration.offer_expires_at && (
        <div className="mt-6 rounded-2xl bg-brand-yellow-soft p-4" data-testid="offer">
          <p className="font-semibold">
            Une place s&apos;est libérée pour vous : elle vous est réservée jusqu&apos;au{" "}
            {formatDateTime(registration.offer_expires_at)}.
          </p>
          <LinkForm action={actions.takeOfferAsTrainee} token={token} className="mt-3">
            <button type="submit" className={buttonClassName()}>
              Je prends la place
            </button>
          </LinkForm>
        </div>
      )}
      {dueFirst.length > 0 && (
        <section
          className="mt-6 rounded-2xl border-2 border-brand-blue-ink/30 p-4"
          aria-labelledby="a-faire"
          data-testid="trainee-todo"
        >
          <h2 id="a-faire" className="font-display text-xl font-bold">
            À faire
          </h2>
          {dueFirst}
        </section>
      )}
      <RegistrationSection page={page} token={token} />
      {page.answering.before && !beforeDue && (
        <Folded
          title="Avant la formation"
          note="réponses enregistrées, modifiables jusqu'à la veille"
        >
          <BeforeTrainingPart
            before={page.questionnaires}
            token={token}
            startDate={session.start_date}
            alert={alertFor("answers")}
          />
        </Folded>
      )}
      {afterShown && !afterDue && (
        <Folded title="Fin de formation" note="réponses enregistrées">
          <AfterTrainingPart {...page.questionnaires} token={token} alert={alertFor("answers")} />
        </Folded>
      )}
      <DocumentsSection
        page={page}
        token={token}
        agreement={page.agreement && !agreementDue && agreementPart}
      />
      {active && <MoveSection page={page} token={token} alert={alertFor("move")} />}
      {active && <HandOverSection token={token} alert={alertFor("hand-over")} />}
      {active && <CancelSection page={page} token={token} alert={alertFor("cancel")} />}
      <ComplaintSection sessionId={session.id} />
    </LinkPage>
  );
}
