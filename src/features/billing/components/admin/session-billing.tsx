import { paths } from "@/config/paths";
import { bpfLineLabels, funderKindOf } from "@/lib/bpf";
import { advanceOf } from "@/lib/training-law";
import { formatEuros } from "@/lib/money";
import type { Database } from "@/db/client";
import { sessionBilling } from "../../admin-queries";
import { formLinesOf, proposedFormLines } from "../../financing-form";
import { AdvanceDialogButton } from "./advance-dialog";
import { FinancingDialogButton } from "./financing-dialog";
import { InvoiceSessionButton } from "./invoice-session-button";

/**
 * The session page's « Facturation »: who pays each place that attended, the invoices that
 * billed it, and « Facturer la session » once the certificates are out.
 */
export async function SessionBilling({
  db,
  sessionId,
  registrations,
}: {
  db: Database;
  sessionId: number;
  registrations: (Parameters<typeof proposedFormLines>[0] & {
    id: number;
    status: string;
    price: string;
  })[];
}) {
  // The places that hold a seat or attended: who pays is set, and an advance asked, before the end.
  const places = registrations
    .filter((registration) => ["confirmed", "present"].includes(registration.status))
    .map((registration) => ({ ...registration, name: registration.trainee_name }));
  const { billing, certificatesIssued } = await sessionBilling(
    db,
    sessionId,
    places.map((place) => place.id),
  );
  return (
    <section aria-labelledby="facturation" className="mt-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="facturation" className="font-display text-xl font-bold">
          Facturation
        </h2>
        <div className="flex flex-wrap gap-2">
          <a
            href={`${paths.invoicesAdmin}?session=${sessionId}&du=2000-01-01&au=2099-12-31`}
            className="text-sm underline underline-offset-2"
          >
            Voir les factures de la session
          </a>
          {certificatesIssued && <InvoiceSessionButton sessionId={sessionId} />}
        </div>
      </div>
      {!certificatesIssued && (
        <p className="mt-2 text-sm text-ink/70">
          La session se facture une fois les certificats de réalisation émis : les factures suivent
          les heures certifiées.
        </p>
      )}
      <ul className="mt-3 divide-y divide-ink/5 rounded-lg border border-ink/10 bg-white text-sm">
        {places.map((place) => {
          const state = billing.get(place.id);
          return (
            <li
              key={place.id}
              className="grid gap-2 p-3 md:grid-cols-[11rem_1fr_auto] md:items-start"
              data-testid="place-billing"
            >
              <span className="font-medium">{place.name}</span>
              <span className="text-ink/80">
                {state && state.financing.length > 0
                  ? state.financing.map((line) => (
                      <span key={line.id} className="block">
                        {line.payerName} ({bpfLineLabels[line.bpfLine]}
                        {line.agreedAmount === null
                          ? ", le reste"
                          : `, ${formatEuros(line.agreedAmount)} accordés`}
                        )
                      </span>
                    ))
                  : "Financement à renseigner, sauf entreprise signataire de la convention"}
              </span>
              <span className="flex flex-wrap items-center gap-2 md:justify-end">
                <FinancingDialogButton
                  registrationId={place.id}
                  name={place.name}
                  initial={
                    state && state.financing.length > 0
                      ? formLinesOf(state.financing)
                      : proposedFormLines(place)
                  }
                  billed={Boolean(state && state.invoices.length > 0)}
                />
                {state?.financing.some(
                  (line) => funderKindOf(line.bpfLine) === "person" && line.agreedAmount === null,
                ) &&
                  state.invoices.length === 0 && (
                    <AdvanceDialogButton
                      registrationId={place.id}
                      name={place.name}
                      max={advanceOf(Math.round(Number(place.price) * 100))}
                    />
                  )}
                {state && state.invoices.length > 0
                  ? state.invoices.map((invoice) => (
                      <a
                        key={invoice.id}
                        href={paths.invoicePdf(invoice.id)}
                        className="underline underline-offset-2"
                      >
                        {invoice.number}
                      </a>
                    ))
                  : state?.financing.length &&
                      state.financing.every((line) => funderKindOf(line.bpfLine) === "cpf")
                    ? "Réglée par Mon Compte Formation"
                    : "Non facturée"}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
