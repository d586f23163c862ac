import { ActionButton } from "@/components/ui/action-button";
import { formatDateTime } from "@/lib/dates";
import { markBpfFiled, markBpfRectified, undoBpfFiling } from "../../actions";
import { filedValueText } from "../../figure-text";
import type { FiledChange } from "../../filed";

export interface BpfFiling {
  id: number;
  at: Date;
  by: string;
  /** The lines moved since it was filed; null when the figures filed were not kept. */
  changes: FiledChange[] | null;
  /** The filings it rectified, newest first. */
  earlier: { at: Date; by: string }[];
}

/**
 * Whether the year's BPF is filed and, once it is, what moved since: the figures filed stay as
 * they were, so that staff know what a rectification on Mon Activité Formation must carry.
 */
export function FilingStatus({ year, filing }: { year: number; filing: BpfFiling | null }) {
  const changes = filing?.changes ?? [];
  return (
    <div className="space-y-4 rounded-3xl border border-ink/10 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="text-sm" data-testid="bpf-filing">
          <p>
            {filing
              ? `${filing.earlier.length > 0 ? "Rectificatif déposé" : "Déposé"} sur Mon Activité Formation, marqué le ${formatDateTime(filing.at)} par ${filing.by}.${filing.changes === null ? " Les chiffres déposés n'ont pas été conservés." : ""}`
              : "Pas encore marqué comme déposé : le tableau de bord le rappelle à partir d'avril."}
          </p>
          {filing?.earlier.map((before, index) => (
            <p key={index} className="text-ink/70">
              {`Il rectifie le dépôt marqué le ${formatDateTime(before.at)} par ${before.by}.`}
            </p>
          ))}
        </div>
        {filing ? (
          <ActionButton
            action={undoBpfFiling.bind(null, year, filing.id)}
            messages={{ success: "Dépôt annulé", failure: "Impossible d'annuler le dépôt" }}
            confirm={{
              title: "Annuler ce dépôt ?",
              question: `Le dépôt marqué le ${formatDateTime(filing.at)} sera retiré, comme marqué par erreur, avec les chiffres déposés qu'il garde.`,
              yes: "Annuler le dépôt",
              no: "Le garder",
            }}
          >
            Annuler le dépôt
          </ActionButton>
        ) : (
          <ActionButton
            action={markBpfFiled.bind(null, year)}
            style={{ variant: "primary", size: "sm" }}
            messages={{ success: "Bilan marqué comme déposé", failure: "Impossible d'enregistrer" }}
          >
            Marquer comme déposé
          </ActionButton>
        )}
      </div>
      {filing && changes.length > 0 && (
        <section
          aria-labelledby="depuis-le-depot"
          className="rounded-2xl bg-brand-yellow-soft/60 p-4"
        >
          <h2 id="depuis-le-depot" className="font-semibold">
            {changes.length > 1
              ? `${changes.length} chiffres ont changé depuis le dépôt`
              : "Un chiffre a changé depuis le dépôt"}
          </h2>
          <p className="mt-1 text-sm text-ink/80">
            Si le bilan déposé doit être rectifié, faites-le sur Mon Activité Formation, puis
            marquez le rectificatif comme déposé : ces chiffres deviendront ceux déposés.
          </p>
          <table className="mt-3 w-full text-sm">
            <thead>
              <tr className="text-left text-ink/70">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Ligne
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  Déposé
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Aujourd&apos;hui
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.key} className="border-t border-ink/10">
                  <th scope="row" className="py-1 pr-3 text-left font-normal">
                    {change.line}
                  </th>
                  <td className="whitespace-nowrap py-1 pr-3 text-right tabular-nums">
                    {filedValueText(change.filed, change.unit)}
                  </td>
                  <td className="whitespace-nowrap py-1 text-right font-semibold tabular-nums">
                    {filedValueText(change.now, change.unit)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="mt-3">
            <ActionButton
              action={markBpfRectified.bind(null, year, filing.id)}
              style={{ variant: "primary", size: "sm" }}
              messages={{
                success: "Rectificatif marqué comme déposé",
                failure: "Impossible d'enregistrer",
              }}
            >
              Marquer le rectificatif déposé
            </ActionButton>
          </div>
        </section>
      )}
    </div>
  );
}
