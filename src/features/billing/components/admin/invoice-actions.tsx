"use client";

import { useState } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { buttonClassName, SubmitButton } from "@/components/ui/button";
import { Dialog, DialogCancel } from "@/components/ui/dialog";
import { SelectField, TextField } from "@/components/ui/form-field";
import { useActionFeedback } from "@/components/ui/use-action-feedback";
import { paymentMethodLabels } from "@/lib/invoicing-law";
import { creditInvoiceAction, recordPaymentAction, sendInvoiceAction } from "../../actions";
import type { PaymentInput } from "../../schema";

const euros = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");

/**
 * An invoice's row actions: « Envoyer » to its payer, « Paiement » to record one while something
 * is due, « Avoir » to issue a credit note while it is neither cancelled nor paid in part. Short
 * labels keep a row on one line; each button's name says the whole action and the invoice.
 */
export function InvoiceActions({
  id,
  number,
  left,
  today,
  creditable,
}: {
  id: number;
  number: string;
  left: number;
  today: string;
  creditable: boolean;
}) {
  const [open, setOpen] = useState(false);
  const { run, pending } = useActionFeedback();
  return (
    <div className="flex flex-wrap gap-2 md:flex-nowrap md:justify-end">
      <ActionButton
        action={() => sendInvoiceAction({ invoiceId: id })}
        messages={{ success: "Facture envoyée", failure: "Impossible d'envoyer la facture" }}
        accessibleName={`Envoyer : ${number}`}
      >
        Envoyer
      </ActionButton>
      {left > 0 && (
        <button
          type="button"
          className={buttonClassName({ variant: "outline", size: "sm" })}
          aria-label={`Enregistrer un paiement : ${number}`}
          onClick={() => setOpen(true)}
        >
          Paiement
        </button>
      )}
      {creditable && (
        <ActionButton
          action={() => creditInvoiceAction({ invoiceId: id })}
          messages={{ success: "Avoir émis", failure: "Impossible d'émettre l'avoir" }}
          accessibleName={`Émettre un avoir : ${number}`}
          confirm={{
            title: `Annuler la facture ${number} ?`,
            question:
              "Un avoir du même montant l'annule : il est numéroté, ne se supprime pas, et les inscriptions qu'elle facturait pourront être facturées à nouveau.",
            yes: "Émettre l'avoir",
            no: "Garder la facture",
          }}
        >
          Avoir
        </ActionButton>
      )}
      {open && (
        <Dialog
          open
          onOpenChange={(next) => !next && setOpen(false)}
          title={`Paiement de la facture ${number}`}
        >
          <form
            className="space-y-4"
            onSubmit={async (event) => {
              event.preventDefault();
              const form = new FormData(event.currentTarget);
              const result = await run(
                () =>
                  recordPaymentAction({
                    invoiceId: id,
                    paidOn: String(form.get("paidOn")),
                    amount: String(form.get("amount")),
                    method: String(form.get("method")) as PaymentInput["method"],
                    reference: String(form.get("reference")),
                  }),
                { success: "Paiement enregistré", failure: "Impossible d'enregistrer le paiement" },
              );
              if (result?.ok) setOpen(false);
            }}
          >
            <p className="text-sm text-ink/80">Reste dû : {euros(left)} €.</p>
            <TextField
              id={`payment-${id}-date`}
              label="Reçu le"
              type="date"
              name="paidOn"
              defaultValue={today}
              required
            />
            <TextField
              id={`payment-${id}-amount`}
              label="Montant reçu (€)"
              name="amount"
              inputMode="decimal"
              defaultValue={euros(left)}
              required
            />
            <SelectField id={`payment-${id}-method`} label="Moyen de paiement" name="method">
              {Object.entries(paymentMethodLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
            <TextField
              id={`payment-${id}-reference`}
              label="Référence (facultatif)"
              name="reference"
              maxLength={100}
            />
            <div className="flex justify-end gap-2">
              <DialogCancel />
              <SubmitButton pending={pending} pendingLabel="Enregistrement…">
                Enregistrer
              </SubmitButton>
            </div>
          </form>
        </Dialog>
      )}
    </div>
  );
}
