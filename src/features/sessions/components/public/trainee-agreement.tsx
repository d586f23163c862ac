import { buttonClassName } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { paths } from "@/config/paths";
import { formatDateTime, formatLongDate } from "@/lib/dates";
import { acceptAgreementAsTrainee } from "../../trainee-actions";
import { acceptButtons, EARLY_START_REQUEST } from "@/lib/training-law";
import type { TraineeAgreement } from "../../trainee-page";

/**
 * The registration's convention or contract on the trainee's page: the file to read, then the
 * form that accepts it (a typed name and a ticked box, a plain post), or the record of its
 * acceptance and, for a contract, the withdrawal deadline.
 */
export function TraineeAgreementPart({
  agreement,
  token,
  canCancel,
  alert,
}: {
  agreement: TraineeAgreement;
  token: string;
  /** Whether the page still offers 'Annuler mon inscription'. */
  canCancel: boolean;
  alert: React.ReactNode;
}) {
  const { accepted, withdrawal } = agreement;
  const feminine = agreement.kind === "convention";
  return (
    <div className="mt-4 rounded-2xl border border-ink/10 p-4" data-testid="agreement">
      <p className="font-semibold">
        {agreement.title} <span className="whitespace-nowrap">n° {agreement.number}</span>
      </p>
      <a href={paths.traineeAgreement(token)} className="mt-1 inline-block font-semibold underline">
        {accepted ? "Télécharger le document accepté (PDF)" : "Lire le document (PDF)"}
      </a>
      {accepted && (
        <p className="mt-2 text-brand-green-ink" data-testid="agreement-accepted">
          Accepté{feminine ? "e" : ""} le {formatDateTime(accepted.at)} par {accepted.by}.
        </p>
      )}
      {withdrawal && (
        <p className="mt-2" data-testid="withdrawal">
          Vous pouvez vous rétracter sans frais jusqu&apos;au {formatLongDate(withdrawal.until)}{" "}
          inclus, {canCancel ? "en annulant ci-dessous ou " : ""}en nous l&apos;écrivant. Votre
          inscription sera définitive le {formatLongDate(withdrawal.definitiveFrom)} ; aucune somme
          ne vous sera demandée avant.
        </p>
      )}
      {agreement.acceptable && (
        <form action={acceptAgreementAsTrainee.bind(null, token)} className="mt-4 space-y-4">
          {alert}
          <input type="hidden" name="digest" value={agreement.sha256} />
          <TextField
            id="signer-name"
            name="signer_name"
            label="NOM ET PRÉNOM DU SIGNATAIRE *"
            autoComplete="name"
            maxLength={100}
            required
          />
          {feminine && (
            <TextField
              id="signer-position"
              name="signer_position"
              label={`FONCTION CHEZ ${(agreement.company ?? "L'ENTREPRISE").toUpperCase()} *`}
              autoComplete="organization-title"
              maxLength={100}
              required
            />
          )}
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              name="accept"
              required
              className="mt-0.5 size-5 shrink-0 accent-brand-blue-ink"
            />
            <span>{agreement.statement}</span>
          </label>
          {agreement.earlyStart && (
            <label className="flex items-start gap-3 text-sm">
              <input
                type="checkbox"
                name="early_start"
                required
                className="mt-0.5 size-5 shrink-0 accent-brand-blue-ink"
              />
              <span>{EARLY_START_REQUEST}</span>
            </label>
          )}
          <button
            type="submit"
            className={buttonClassName({
              // The words the law asks for are long: they wrap on a phone.
              className: "h-auto min-h-11 max-w-full whitespace-normal py-3 text-center",
            })}
          >
            {acceptButtons[agreement.kind]}
          </button>
        </form>
      )}
    </div>
  );
}
