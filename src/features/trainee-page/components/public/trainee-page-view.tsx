import { buttonClassName } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form-field";
import { LinkPage, LinkPageAlert, LinkPageEnd } from "@/components/ui/link-page";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { formatDateTime, formatLongDate } from "@/lib/dates";
import { formatPriceNoTax } from "@/lib/money";
import { certificateTitles } from "@/lib/training-law";
import { datesText, whereText } from "@/features/sessions/public";
import {
  acceptAgreementAsTrainee,
  cancelAsTrainee,
  handOverAsTrainee,
  requestMoveAsTrainee,
  takeOfferAsTrainee,
} from "@/features/trainee-page/actions";
import type { TraineePage } from "@/features/trainee-page/trainee-page";
import { afterAnswersDue, beforeAnswersDue, evaluates } from "@/features/assessment/public";
import { AfterTrainingPart } from "./after-training-part";
import { BeforeTrainingPart } from "./before-training-part";
import { AgreementPart } from "@/features/agreements/public";
import {
  traineeDone,
  traineeProblems,
  type TraineeDone,
  type TraineeProblem,
  MAX_CANCEL_REASON,
  type RegistrationStatus,
  disabilityReferentText,
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

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-8 border-t border-ink/10 pt-6">
      <h2 className="font-display text-xl font-bold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The box a form that cannot be undone asks to tick: a confirmation that works without
 * JavaScript, checked again on the server.
 */
function ConfirmBox({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <label className="flex items-start gap-3 text-sm">
      <input
        type="checkbox"
        name={name}
        required
        className="mt-0.5 size-5 shrink-0 accent-brand-blue-ink"
      />
      <span>{children}</span>
    </label>
  );
}

/** What the trainee already did: folded, one click away, so that what is due comes first. */
function Folded({
  title,
  note,
  children,
}: {
  title: string;
  note: string;
  children: React.ReactNode;
}) {
  return (
    <details className="mt-8 border-t border-ink/10 pt-6">
      <summary className="cursor-pointer">
        <h2 className="inline font-display text-xl font-bold">{title}</h2>
        <span className="ml-2 text-sm text-brand-green-ink">· {note}</span>
      </summary>
      {children}
    </details>
  );
}

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
      accept={acceptAgreementAsTrainee.bind(null, token)}
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
          <form action={takeOfferAsTrainee.bind(null, token)} className="mt-3">
            <button type="submit" className={buttonClassName()}>
              Je prends la place
            </button>
          </form>
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
      <Section title="Votre inscription">
        <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[8rem_1fr]">
          <dt className="font-semibold">Participant</dt>
          <dd>{registration.trainee_name}</dd>
          <dt className="font-semibold">Dates</dt>
          <dd>{datesText(session)}</dd>
          <dt className="font-semibold">Lieu</dt>
          <dd>{whereText(session)}</dd>
          {session.trainer && (
            <>
              <dt className="font-semibold">Formateur</dt>
              <dd>{session.trainer}</dd>
            </>
          )}
          <dt className="font-semibold">Prix</dt>
          <dd>{formatPriceNoTax(registration.price)}</dd>
          <dt className="font-semibold">Accessibilité</dt>
          <dd data-testid="disability-referent">{disabilityReferentText(siteConfig)}</dd>
          {registration.cancel_reason && (
            <>
              <dt className="font-semibold">Raison</dt>
              <dd className="whitespace-pre-line">{registration.cancel_reason}</dd>
            </>
          )}
        </dl>
        <div className="mt-6 flex flex-wrap gap-2">
          {active && (
            <a
              href={paths.traineeCalendar(token)}
              className={buttonClassName({ variant: "outline" })}
            >
              Ajouter à mon agenda
            </a>
          )}
          {page.signing.open && !page.signing.due && (
            <a
              href={paths.traineeSigning(token)}
              className={buttonClassName({ variant: "outline" })}
            >
              Signer la feuille d&apos;émargement
            </a>
          )}
          {active &&
            registration.status === "confirmed" &&
            session.place === "remote" &&
            session.remote_link && (
              <a href={session.remote_link} className={buttonClassName({ variant: "outline" })}>
                Rejoindre la classe virtuelle
              </a>
            )}
        </div>
      </Section>
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
      <Section title="Documents">
        {page.agreement && !agreementDue && agreementPart}
        <ul className="mt-3 list-disc space-y-1 pl-5">
          {page.certificates.map((kind) => (
            <li key={kind}>
              <a href={paths.traineeCertificate(token, kind)} className="font-semibold underline">
                {certificateTitles[kind]} (PDF)
              </a>
            </li>
          ))}
          <li>
            <a
              href={paths.formationProgrammePdf(session.formation.slug)}
              className="font-semibold underline"
            >
              Programme de la formation (PDF)
            </a>
          </li>
          <li>
            <a href={paths.termsOfSale} className="font-semibold underline">
              Conditions générales de vente
            </a>
          </li>
          <li>
            <a href={paths.rules} className="font-semibold underline">
              Règlement intérieur
            </a>
          </li>
        </ul>
      </Section>
      {active && (
        <Section title="Changer de session">
          {page.moveRequested ? (
            <p className="mt-3" data-testid="move-requested">
              Demande en cours : passer à la session {page.moveRequested}. Notre équipe vous répond
              par e-mail.
            </p>
          ) : page.moveChoices.length === 0 ? (
            <p className="mt-3 text-ink/80">
              Aucune autre date n&apos;est ouverte pour le moment. Écrivez-nous au{" "}
              {siteConfig.contact.phone} ou à {siteConfig.contact.email}.
            </p>
          ) : (
            <form action={requestMoveAsTrainee.bind(null, token)} className="mt-3 space-y-4">
              {alertFor("move")}
              <SelectField id="move-session" name="session_id" label="SESSION SOUHAITÉE *" required>
                <option value="">Choisissez une date</option>
                {page.moveChoices.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.label}
                  </option>
                ))}
              </SelectField>
              <button type="submit" className={buttonClassName({ variant: "outline" })}>
                Demander ce changement
              </button>
            </form>
          )}
        </Section>
      )}
      {active && (
        <Section title="Céder ma place à un collègue">
          <p className="mt-3 text-ink/80">
            Votre collègue reprend votre inscription et reçoit un e-mail avec son propre lien ; le
            vôtre ne servira plus.
          </p>
          <form action={handOverAsTrainee.bind(null, token)} className="mt-4 space-y-4">
            {alertFor("hand-over")}
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="colleague-last-name"
                name="last_name"
                label="NOM DU COLLÈGUE *"
                autoComplete="off"
                maxLength={100}
                required
              />
              <TextField
                id="colleague-first-name"
                name="first_name"
                label="PRÉNOM DU COLLÈGUE *"
                autoComplete="off"
                maxLength={100}
                required
              />
            </div>
            <TextField
              id="colleague-email"
              name="email"
              type="email"
              label="EMAIL DU COLLÈGUE *"
              autoComplete="off"
              maxLength={254}
              required
            />
            <ConfirmBox name="confirm_hand_over">
              Je cède ma place à ce collègue : mon lien ne servira plus.
            </ConfirmBox>
            <button type="submit" className={buttonClassName({ variant: "outline" })}>
              Céder ma place
            </button>
          </form>
        </Section>
      )}
      {active && (
        <Section title="Annuler mon inscription">
          {rights.cancel ? (
            <form action={cancelAsTrainee.bind(null, token)} className="mt-3 space-y-4">
              {page.withdrawing && page.agreement?.withdrawal ? (
                <p className="text-ink/80">
                  Vous êtes dans votre délai de rétractation : l&apos;annulation est sans frais
                  jusqu&apos;au {formatLongDate(page.agreement.withdrawal.until)}. Votre place
                  revient à la liste d&apos;attente.
                </p>
              ) : page.agreement?.kind === "contract" ? (
                <p className="text-ink/80">
                  Possible en ligne jusqu&apos;au {formatLongDate(page.cancelUntil)}. Votre place
                  revient à la liste d&apos;attente ; les conditions d&apos;abandon de votre contrat
                  de formation s&apos;appliquent.
                </p>
              ) : (
                <p className="text-ink/80">
                  Possible en ligne jusqu&apos;au {formatLongDate(page.cancelUntil)}. Votre place
                  revient à la liste d&apos;attente ; l&apos;indemnité de dédit prévue à
                  l&apos;article 5 de nos{" "}
                  <a href={paths.termsOfSale} className="underline">
                    conditions générales de vente
                  </a>{" "}
                  s&apos;applique.
                </p>
              )}
              {alertFor("cancel")}
              <TextAreaField
                id="cancel-reason"
                name="reason"
                label="RAISON DE L'ANNULATION *"
                rows={3}
                maxLength={MAX_CANCEL_REASON}
                required
              />
              <ConfirmBox name="confirm_cancel">
                Je confirme l&apos;annulation de mon inscription.
              </ConfirmBox>
              <button type="submit" className={buttonClassName({ variant: "danger" })}>
                Annuler mon inscription
              </button>
            </form>
          ) : (
            <p className="mt-3 text-ink/80" data-testid="cancel-closed">
              Le délai d&apos;annulation en ligne est passé (jusqu&apos;au{" "}
              {formatLongDate(page.cancelUntil)}). Pour annuler, écrivez-nous au{" "}
              {siteConfig.contact.phone} ou à {siteConfig.contact.email}.
            </p>
          )}
        </Section>
      )}
      <Section title="Une difficulté ?">
        <p className="mt-3 text-ink/80">
          Quelque chose ne s&apos;est pas passé comme prévu, avant, pendant ou après la formation ?{" "}
          <a
            href={paths.complaintAbout(session.id)}
            // The page's address is its token: the form it opens need not learn it.
            rel="noreferrer"
            className="font-semibold underline underline-offset-4"
            data-testid="complaint-link"
          >
            Faire une réclamation
          </a>{" "}
          : nous vous répondons par écrit sous {siteConfig.complaints.answerDays} jours au plus.
        </p>
      </Section>
    </LinkPage>
  );
}
