import Link from "next/link";
import { AdminPageHeader, FilterForm, ListSelect } from "@/components/ui/admin-list";
import { buttonClassName } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { periodParams } from "@/lib/period";
import { paths } from "@/config/paths";
import { formatLongDate } from "@/lib/dates";
import { invoiceTitles, lineVatChoiceOf } from "@/lib/invoicing-law";
import { siteConfig } from "@/config/site";
import { formatEuros } from "@/lib/money";
import { cn } from "@/lib/cn";
import type { InvoiceFilters, listInvoices } from "../../admin-queries";
import { invoiceStatusLabels, type InvoiceStatus } from "../../statuses";
import { InvoiceActions } from "./invoice-actions";
import { ManualInvoiceDialog } from "./manual-invoice-dialog";

const statusTone: Record<InvoiceStatus, string> = {
  "a-payer": "bg-brand-blue-soft text-brand-blue-ink",
  partielle: "bg-brand-yellow-soft text-brand-yellow-ink",
  "en-retard": "bg-brand-pink-soft text-brand-pink-ink",
  payee: "bg-brand-green-soft text-brand-green-ink",
  annulee: "bg-ink/5 text-ink/80",
  avoir: "bg-ink/5 text-ink/80",
};

/** A cell: padded in the table, a block of its row's card on a phone. */
const phoneCell = "p-3 max-md:block max-md:p-0";

/** `/dashboard/factures`: invoices and credit notes by status, payer, session and period, with totals. */
export function InvoicesScreen({
  filters,
  rows,
  totals,
  limited,
  today,
}: Awaited<ReturnType<typeof listInvoices>> & { filters: InvoiceFilters; today: string }) {
  const period = new URLSearchParams(periodParams(filters.period)).toString();
  return (
    <>
      <AdminPageHeader
        title="Factures"
        description="Les factures et avoirs émis, leurs paiements et ce qui reste dû. Une facture émise ne se modifie pas : elle se corrige par un avoir."
        action={
          <div className="flex flex-wrap gap-2">
            <ManualInvoiceDialog
              today={today}
              defaultVat={lineVatChoiceOf(siteConfig.agreements.vatRate)}
            />
            <a
              href={`${paths.salesJournal}?${period}`}
              className={buttonClassName({ variant: "outline" })}
              download
            >
              Journal des ventes (CSV)
            </a>
            <a
              href={`${paths.facturXZip}?${period}`}
              className={buttonClassName({ variant: "outline" })}
              download
            >
              Fichiers Factur-X (ZIP)
            </a>
          </div>
        }
      />
      <FilterForm keep={{ session: filters.sessionId ? String(filters.sessionId) : "" }}>
        <ListSelect
          name="statut"
          label="Statut"
          options={invoiceStatusLabels}
          value={filters.status}
          all="Tous les statuts"
        />
        <TextField id="factures-payeur" label="Payeur" name="payeur" defaultValue={filters.payer} />
        <TextField
          id="factures-du"
          label="Émises du"
          type="date"
          name="du"
          defaultValue={filters.period.from}
        />
        <TextField
          id="factures-au"
          label="au"
          type="date"
          name="au"
          defaultValue={filters.period.to}
        />
      </FilterForm>
      <dl className="mt-6 grid gap-3 sm:grid-cols-3" data-testid="invoice-totals">
        {[
          ["Facturé (avoirs déduits)", totals.invoiced],
          ["Encaissé", totals.paid],
          ["Reste dû", totals.open],
        ].map(([label, amount]) => (
          <div key={label} className="rounded-lg border border-ink/10 bg-white p-4">
            <dt className="text-sm text-ink/70">{label}</dt>
            <dd className="mt-1 font-display text-2xl font-bold">{formatEuros(Number(amount))}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-ink/70" role="status">
        {totals.count === 0
          ? "Aucune pièce ne correspond à ces critères."
          : `${totals.count} pièce${totals.count > 1 ? "s" : ""}${limited ? `, dont les ${rows.length} plus récentes ci-dessous` : ""}.`}
      </p>
      {rows.length > 0 && (
        // A table from 768 px; below, each row is a card of its own (phoneCell places its cells).
        <div className="mt-2 rounded-lg border border-ink/10 bg-white">
          <table className="w-full text-left text-sm max-md:block">
            <caption className="sr-only">Factures et avoirs</caption>
            <thead className="whitespace-nowrap border-b border-ink/10 text-ink/70 max-md:sr-only">
              <tr>
                <th scope="col" className="p-3">
                  Pièce
                </th>
                <th scope="col" className="p-3">
                  Payeur
                </th>
                <th scope="col" className="p-3">
                  Session
                </th>
                <th scope="col" className="p-3 text-right">
                  Montant TTC
                </th>
                <th scope="col" className="p-3 text-right">
                  Payé
                </th>
                <th scope="col" className="p-3">
                  Statut
                </th>
                <th scope="col" className="p-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="max-md:block">
              {rows.map((row) => (
                <tr
                  key={row.id}
                  className="border-b border-ink/5 align-top last:border-0 max-md:grid max-md:grid-cols-2 max-md:gap-x-3 max-md:gap-y-1 max-md:p-4"
                >
                  <td className={cn(phoneCell, "max-md:col-start-1 max-md:row-start-1")}>
                    <a
                      href={paths.invoicePdf(row.id)}
                      className="whitespace-nowrap font-medium underline underline-offset-2"
                    >
                      {invoiceTitles[row.kind]} {row.number}
                    </a>
                    <div className="whitespace-nowrap text-ink/70">
                      {formatLongDate(row.issueDate)}
                    </div>
                    {row.kind !== "credit_note" && (
                      <div className="whitespace-nowrap text-ink/70">
                        échéance {formatLongDate(row.dueDate)}
                      </div>
                    )}
                  </td>
                  <td
                    className={cn(phoneCell, "max-md:col-span-2 max-md:font-semibold md:min-w-32")}
                  >
                    {row.buyer}
                  </td>
                  <td className={cn(phoneCell, "max-md:col-span-2 md:min-w-48")}>
                    {row.sessionId && row.session ? (
                      <Link
                        href={paths.sessionAdmin(row.sessionId)}
                        className="line-clamp-2 underline underline-offset-2"
                      >
                        {row.session}
                      </Link>
                    ) : (
                      <span className="max-md:hidden">—</span>
                    )}
                  </td>
                  <td className={cn(phoneCell, "tabular-nums md:text-right")}>
                    {formatEuros(row.total)}
                    <span className="md:hidden"> TTC</span>
                  </td>
                  <td className={cn(phoneCell, "text-right tabular-nums")}>
                    <span className="md:hidden">payé </span>
                    {row.kind === "credit_note" ? "—" : formatEuros(row.paid)}
                  </td>
                  <td
                    className={cn(
                      phoneCell,
                      "max-md:col-start-2 max-md:row-start-1 max-md:text-right",
                    )}
                  >
                    <span
                      data-testid="invoice-status"
                      className={cn(
                        "whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium",
                        statusTone[row.status],
                      )}
                    >
                      {invoiceStatusLabels[row.status]}
                    </span>
                  </td>
                  <td className={cn(phoneCell, "max-md:col-span-2 max-md:pt-2")}>
                    <InvoiceActions
                      id={row.id}
                      number={row.number}
                      left={
                        row.kind === "credit_note" || row.status === "annulee"
                          ? 0
                          : row.due - row.paid
                      }
                      today={today}
                      creditable={
                        row.kind !== "credit_note" && row.status !== "annulee" && row.paid === 0
                      }
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
