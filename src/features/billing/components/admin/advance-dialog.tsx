"use client";

import { useState } from "react";
import { buttonClassName, SubmitButton } from "@/components/ui/button";
import { Dialog, DialogCancel } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/form-field";
import { useActionFeedback } from "@/components/ui/use-action-feedback";
import { ADVANCE_MAX_PERCENT } from "@/lib/training-law";
import { issueAdvanceAction } from "../../actions";

/**
 * « Demander un acompte » of a person paying for themself: at most 30 % of the price, once their
 * withdrawal period has passed (L6353-6); the server refuses it otherwise, saying why.
 */
export function AdvanceDialogButton({
  registrationId,
  name,
  max,
}: {
  registrationId: number;
  name: string;
  /** The most an advance may be, in cents excluding tax. */
  max: number;
}) {
  const [open, setOpen] = useState(false);
  const { run, pending } = useActionFeedback();
  const field = `advance-${registrationId}`;
  return (
    <>
      <button
        type="button"
        className={buttonClassName({ variant: "outline", size: "sm" })}
        onClick={() => setOpen(true)}
      >
        Demander un acompte<span className="sr-only"> : {name}</span>
      </button>
      {open && (
        <Dialog open onOpenChange={(next) => !next && setOpen(false)} title={`Acompte : ${name}`}>
          <form
            className="space-y-4"
            onSubmit={async (event) => {
              event.preventDefault();
              const amount = String(new FormData(event.currentTarget).get("amount"));
              const result = await run(() => issueAdvanceAction({ registrationId, amount }), {
                success: "Facture d'acompte émise",
                failure: "Impossible d'émettre l'acompte",
              });
              if (result?.ok) setOpen(false);
            }}
          >
            <p className="text-sm text-ink/80">
              Une personne qui paie elle-même ne doit rien avant la fin de son délai de
              rétractation, puis {ADVANCE_MAX_PERCENT} % du prix au plus (article L6353-6 du Code du
              travail) ; la facture finale déduit l&apos;acompte.
            </p>
            <TextField
              id={field}
              label="Montant de l'acompte (€ HT)"
              name="amount"
              inputMode="decimal"
              defaultValue={(max / 100).toFixed(2).replace(".", ",")}
              required
            />
            <div className="flex justify-end gap-2">
              <DialogCancel />
              <SubmitButton pending={pending} pendingLabel="Émission…">
                Émettre la facture d&apos;acompte
              </SubmitButton>
            </div>
          </form>
        </Dialog>
      )}
    </>
  );
}
