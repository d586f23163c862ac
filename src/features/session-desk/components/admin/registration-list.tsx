import { ofName } from "@/lib/text";
import { ActionButton } from "@/components/ui/action-button";
import { FunderFileForm } from "./funder-file-form";
import { TraineeProfileForm } from "./trainee-profile-form";
import { ConventionParty } from "@/features/agreements/admin-client";
import { missingAnswers, type SessionAnswers } from "@/features/assessment/public";
import { TraineeAnswersPanel } from "@/features/assessment/admin-client";
import { cn } from "@/lib/cn";
import { fundingLabels } from "@/config/funding";
import { formatDateRange, formatDateTime } from "@/lib/dates";
import { formatPriceNoTax } from "@/lib/money";
import { paths } from "@/config/paths";
import {
  acceptSessionMove,
  declineSessionMove,
  sendAgreement,
  setRegistrationStatus,
} from "@/features/session-desk/actions";
import type { RegistrationRow } from "@/features/session-desk/admin-queries";
import {
  offeredMoves,
  agreementOpen,
  type RegistrationStatus,
  registrationStatusLabel,
} from "@/features/registrations/public";
import { BulkActions } from "./bulk-actions";

/** The form the registrations' boxes belong to, with the bulk actions' buttons. */
const SELECTION_FORM = "registrations-selection";

/** What each move's button says ('present' comes from the attendance grid). */
const moveLabels = {
  unconfirmed: "E-mail non confirmé",
  pending: "Remettre à confirmer",
  confirmed: "Confirmer",
  waiting: "Mettre en liste d'attente",
  cancelled: "Annuler",
  present: "Présent",
} as const satisfies Record<RegistrationStatus, string>;

/** The registration's convention or contract: sent, accepted, to download; and 'Envoyer le document'. */
function AgreementState({
  sessionId,
  registration,
  sendable,
}: {
  sessionId: number;
  registration: RegistrationRow;
  /** Whether the trainee's page can still take its acceptance (agreementOpen). */
  sendable: boolean;
}) {
  const { agreement } = registration;
  if (registration.payer === "cpf" || (!agreement && !sendable)) return null;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2 text-sm" data-testid="agreement-state">
      <span className={agreement?.accepted_at ? "font-semibold text-brand-green-ink" : ""}>
        {agreement ? agreementText(agreement) : "Document à envoyer"}
      </span>
      {agreement && (
        <a href={paths.registrationAgreement(sessionId, registration.id)} className="underline">
          Télécharger
          <span className="sr-only"> le document {ofName(registration.trainee_name)}</span>
        </a>
      )}
      {sendable && !agreement?.accepted_at && (
        <ActionButton
          action={sendAgreement.bind(null, registration.id)}
          messages={{ success: "Document envoyé", failure: "Impossible d'envoyer le document" }}
          style={{ variant: "outline", size: "sm" }}
          accessibleName={`${agreement?.sent_at ? "Renvoyer" : "Envoyer"} le document : ${registration.trainee_name}`}
        >
          {agreement?.sent_at ? "Renvoyer" : "Envoyer le document"}
        </ActionButton>
      )}
    </div>
  );
}

/**
 * 'Contrat envoyé le …, pas encore accepté', 'Convention acceptée le … par … (n° …)': the number
 * tells the company's places one convention covers.
 */
function agreementText(agreement: NonNullable<RegistrationRow["agreement"]>): string {
  const [what, e] = agreement.kind === "contract" ? ["Contrat", ""] : ["Convention", "e"];
  const number = ` (n° ${agreement.number})`;
  if (agreement.accepted_at)
    return `${what} accepté${e} le ${formatDateTime(agreement.accepted_at)} par ${agreement.signer_name}${number}`;
  if (agreement.sent_at)
    return `${what} envoyé${e} le ${formatDateTime(agreement.sent_at)}, pas encore accepté${e}${number}`;
  return `${what} à envoyer${number}`;
}

/**
 * A trainee's request, from their page, to move to other dates: accepted or refused in one click.
 * When that session's price is not the place's, it says so, and staff may keep the place's own.
 */
function MoveRequest({
  id,
  name,
  dates,
  price,
  requestedPrice,
}: {
  id: number;
  name: string;
  dates: string;
  price: string;
  requestedPrice: string;
}) {
  const differs = Number(price) !== Number(requestedPrice);
  const accepted = {
    success: "Changement de session effectué",
    failure: "Impossible de changer de session",
  };
  return (
    <div className="mt-2 rounded-2xl bg-brand-yellow-soft p-3 text-sm" data-testid="move-request">
      <p className="font-semibold">Demande à passer à la session {dates}</p>
      {differs && (
        <p data-testid="move-price">
          Prix de cette session : {formatPriceNoTax(requestedPrice)}, au lieu de{" "}
          {formatPriceNoTax(price)} pour cette inscription.
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-1">
        <ActionButton
          action={acceptSessionMove.bind(null, { id, keep_price: false })}
          messages={accepted}
          style={{ size: "sm" }}
          accessibleName={`Accepter le changement de session : ${name}`}
        >
          {differs
            ? `Accepter le changement, à ${formatPriceNoTax(requestedPrice)}`
            : "Accepter le changement"}
        </ActionButton>
        {differs && (
          <ActionButton
            action={acceptSessionMove.bind(null, { id, keep_price: true })}
            messages={accepted}
            style={{ variant: "outline", size: "sm" }}
            accessibleName={`Accepter le changement de session en gardant ${formatPriceNoTax(price)} : ${name}`}
          >
            Accepter en gardant {formatPriceNoTax(price)}
          </ActionButton>
        )}
        <ActionButton
          action={declineSessionMove.bind(null, id)}
          messages={{ success: "Demande refusée", failure: "Impossible de refuser la demande" }}
          style={{ variant: "outline", size: "sm" }}
          accessibleName={`Refuser le changement de session : ${name}`}
        >
          Refuser
        </ActionButton>
      </div>
    </div>
  );
}

/**
 * A session's registrations in order of arrival, each with the moves staff may make; with `left`
 * seats free (none: the waiting list cannot be confirmed).
 */
export function RegistrationList({
  session,
  registrations,
  answers,
  left,
  today,
  now,
}: {
  session: { id: number; start_date: string; status: string };
  registrations: RegistrationRow[];
  /** Each trainee's needs and positioning (features/assessment). */
  answers: SessionAnswers;
  left: number;
  today: string;
  now: Date;
}) {
  const sessionId = session.id;
  const byId = new Map(registrations.map((row) => [row.id, row]));
  // Who registered a place: its registrant, or its own trainee. The convention goes to them
  // unless staff name another signatory (docs/decisions/080).
  const registrantOf = (row: RegistrationRow) => byId.get(row.registrant_id ?? row.id) ?? row;
  if (registrations.length === 0)
    return (
      <p className="mt-4 rounded-3xl bg-gray-100 p-8 text-center text-ink/70">
        Aucune inscription pour le moment.
      </p>
    );
  return (
    <>
      <BulkActions sessionId={sessionId} formId={SELECTION_FORM} />
      <ul
        aria-label="Inscriptions"
        className="mt-4 divide-y divide-ink/10 rounded-3xl border border-ink/10 bg-white"
      >
        {registrations.map((registration) => (
          <li
            key={registration.id}
            data-testid="registration"
            className={cn(
              "flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between",
              // Colleagues registered together follow their registrant, set in under them.
              registration.registrant_id !== null && "sm:pl-10",
            )}
          >
            <div className="flex items-start gap-3">
              {registration.status === "cancelled" ? (
                <span className="size-5 shrink-0" />
              ) : (
                <input
                  type="checkbox"
                  name="ids"
                  value={registration.id}
                  form={SELECTION_FORM}
                  aria-label={`Sélectionner ${registration.trainee_name}`}
                  className="mt-1 size-5 shrink-0"
                />
              )}
              <div>
                <p className="font-semibold" data-testid="trainee-name">
                  {registration.trainee_name}{" "}
                  <span className="text-sm font-normal text-ink/70">
                    · {registrationStatusLabel(registration, now)}
                  </span>
                </p>
                <p className="text-sm text-ink/80">
                  {registration.email}
                  {registration.phone ? ` · ${registration.phone}` : ""} ·{" "}
                  {registration.company ?? "Financement personnel"} ·{" "}
                  {fundingLabels[registration.payer]}
                </p>
                {registration.convoked_at ? (
                  <p className="text-sm font-semibold text-brand-green-ink" data-testid="convoked">
                    Convocation envoyée le {formatDateTime(registration.convoked_at)}
                  </p>
                ) : null}
                {registration.status === "cancelled" ? null : (
                  <TraineeProfileForm
                    id={registration.id}
                    name={registration.trainee_name}
                    status={registration.trainee_status}
                    remoteHours={registration.remote_hours}
                  />
                )}
                {registration.payer === "opco" ||
                registration.payer === "cpf" ||
                registration.funder_file_number ? (
                  <FunderFileForm
                    id={registration.id}
                    name={registration.trainee_name}
                    current={registration.funder_file_number}
                  />
                ) : null}
                {registration.payer === "entreprise" || registration.payer === "opco" ? (
                  <ConventionParty
                    registration={{
                      id: registration.id,
                      trainee_name: registration.trainee_name,
                      company: registration.company,
                      company_siret: registration.company_siret,
                      company_address: registration.company_address,
                      signatory_name: registration.signatory_name,
                      signatory_position: registration.signatory_position,
                      signatory_email: registration.signatory_email,
                      registrant: {
                        name: registrantOf(registration).trainee_name,
                        email: registrantOf(registration).email,
                      },
                    }}
                  />
                ) : null}
                <AgreementState
                  sessionId={sessionId}
                  registration={registration}
                  sendable={agreementOpen(registration.status, session, today)}
                />
                {registration.registrant_id !== null && byId.has(registration.registrant_id) ? (
                  <p className="text-sm text-ink/80" data-testid="registered-by">
                    Inscrit par {registrantOf(registration).trainee_name}
                  </p>
                ) : null}
                {registration.handed_over_from ? (
                  <p className="text-sm text-ink/80">
                    Place cédée par {registration.handed_over_from}
                  </p>
                ) : null}
                {registration.cancel_reason ? (
                  <p className="text-sm text-brand-pink-ink" data-testid="cancel-reason">
                    Annulée par le stagiaire
                    {registration.cancelled_at
                      ? ` le ${formatDateTime(registration.cancelled_at)}`
                      : ""}{" "}
                    : « {registration.cancel_reason} »
                  </p>
                ) : null}
                {registration.requested ? (
                  <MoveRequest
                    id={registration.id}
                    name={registration.trainee_name}
                    dates={formatDateRange(
                      registration.requested.start_date,
                      registration.requested.end_date,
                      { lowercase: true },
                    )}
                    price={registration.price}
                    requestedPrice={registration.requested.price_no_tax}
                  />
                ) : null}
                <TraineeAnswersPanel
                  name={registration.trainee_name}
                  answers={answers.answers.get(registration.id) ?? {}}
                  missing={missingAnswers(answers.answers.get(registration.id) ?? {}, {
                    positioningAsked: answers.positioningAsked,
                    status: registration.status,
                  })}
                />
                {registration.psh_details ? (
                  <p className="text-sm text-brand-blue-ink">
                    Adaptation : {registration.psh_details}
                  </p>
                ) : registration.is_psh ? (
                  <p className="text-sm text-brand-blue-ink">Situation de handicap signalée</p>
                ) : null}
              </div>
            </div>
            <div className="flex flex-wrap gap-1">
              {offeredMoves(registration.status, left).map((status) => (
                <ActionButton
                  key={status}
                  action={setRegistrationStatus.bind(null, registration.id, status)}
                  messages={{
                    success: "Inscription mise à jour",
                    failure: "Impossible de modifier l'inscription",
                  }}
                  style={{ variant: status === "cancelled" ? "danger" : "outline", size: "sm" }}
                  accessibleName={`${moveLabels[status]} : ${registration.trainee_name}`}
                  confirm={
                    status === "cancelled"
                      ? {
                          title: "Annuler l'inscription",
                          question: `L'inscription ${ofName(registration.trainee_name)} sera annulée ; sa place revient à la liste d'attente.`,
                          yes: "Annuler l'inscription",
                          no: "Retour",
                        }
                      : undefined
                  }
                >
                  {moveLabels[status]}
                </ActionButton>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
