import { ofName } from "@/lib/text";
import { buttonClassName } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { LinkForm } from "@/components/ui/link-page";
import { formatDateTime, formatLongDate } from "@/lib/dates";
import { acceptButtons, EARLY_START_REQUEST } from "@/lib/training-law";
import type { ShownAgreement } from "@/features/agreements/acceptance";

/**
 * A registration's convention or contract on its signer's page (the trainee's, or the company
 * signatory's): the file to read, then the form that accepts it (a typed name and a ticked box,
 * a plain post), or the record of its acceptance and, for a contract, the withdrawal deadline.
 */
export function AgreementPart({
  agreement,
  documentHref,
  accept,
  canCancel,
  alert,
}: {
  agreement: ShownAgreement;
  documentHref: string;
  /** The action the form posts to, with the page's token (`LinkForm`). */
  accept: { action: React.ComponentProps<typeof LinkForm>["action"]; token: string };
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
      {agreement.readable && (
        <a href={documentHref} className="mt-1 inline-block font-semibold underline">
          {accepted ? "Télécharger le document accepté (PDF)" : "Lire le document (PDF)"}
        </a>
      )}
      {accepted && (
        <p className="mt-2 text-brand-green-ink" data-testid="agreement-accepted">
          Accepté{feminine ? "e" : ""} le {formatDateTime(accepted.at)} par {accepted.by}.
        </p>
      )}
      {agreement.signedBy && !accepted && (
        <p className="mt-2" data-testid="agreement-signatory">
          À accepter par {agreement.signedBy}, au nom {ofName(agreement.company ?? "l'entreprise")}{" "}
          : nous lui avons envoyé un lien personnel pour la signer.
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
        <LinkForm {...accept} className="mt-4 space-y-4">
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
        </LinkForm>
      )}
    </div>
  );
}
