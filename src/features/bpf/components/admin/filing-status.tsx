import { ActionButton } from "@/components/ui/action-button";
import { formatDateTime } from "@/lib/dates";
import { markBpfFiled } from "../../actions";
import { filedValueText } from "../../figure-text";
import type { FiledChange } from "../../filed";

export interface BpfFiling {
  at: Date;
  by: string;
  /** The lines moved since it was filed; null when the figures filed were not kept. */
  changes: FiledChange[] | null;
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
        <p className="text-sm" data-testid="bpf-filing">
          {filing
            ? `Déposé sur Mon Activité Formation, marqué le ${formatDateTime(filing.at)} par ${filing.by}.${filing.changes === null ? " Les chiffres déposés n'ont pas été conservés." : ""}`
            : "Pas encore marqué comme déposé : le tableau de bord le rappelle à partir d'avril."}
        </p>
        <ActionButton
          action={markBpfFiled.bind(null, year, !filing)}
          style={{ variant: filing ? "outline" : "primary", size: "sm" }}
          messages={{
            success: filing ? "Bilan marqué à déposer" : "Bilan marqué comme déposé",
            failure: "Impossible d'enregistrer",
          }}
        >
          {filing ? "Annuler le dépôt" : "Marquer comme déposé"}
        </ActionButton>
      </div>
      {changes.length > 0 && (
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
                  <td className="py-1 pr-3 text-right tabular-nums">
                    {filedValueText(change.filed)}
                  </td>
                  <td className="py-1 text-right font-semibold tabular-nums">
                    {filedValueText(change.now)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="mt-3">
            <ActionButton
              action={markBpfFiled.bind(null, year, true)}
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
