"use client";

import { useState } from "react";
import { buttonClassName, SubmitButton } from "@/components/ui/button";
import { Dialog, DialogCancel } from "@/components/ui/dialog";
import { SelectField, TextField } from "@/components/ui/form-field";
import { useActionFeedback } from "@/components/ui/use-action-feedback";
import type { BpfLine } from "@/lib/bpf";
import { setFinancingAction } from "../../actions";
import { emptyFinancingLine, type FinancingFormLine } from "../../financing-form";
import { financingSchema } from "../../schema";
import {
  BPF_LINE_LABEL,
  BpfLineOptions,
  chorusProFields,
  payerIdentityFields,
} from "./payer-fields";

/** Five payers at most a place, as the action accepts. */
const MAX_LINES = 5;

const fields: {
  name: Exclude<keyof FinancingFormLine, "bpfLine">;
  label: string;
  hint?: string;
}[] = [
  ...payerIdentityFields,
  {
    name: "agreedAmount",
    label: "Montant accordé (€ HT)",
    hint: "Vide : ce payeur règle le reste des heures réalisées.",
  },
  { name: "fileNumber", label: "N° de dossier du financeur" },
  ...chorusProFields,
];

/**
 * « Financement »: who pays a trainee's place, a block per payer, prefilled from the
 * registration. A funder pays the hours certified up to the amount it agreed; the payer without
 * an amount pays the rest of those hours.
 */
export function FinancingDialogButton({
  registrationId,
  name,
  initial,
  billed,
}: {
  registrationId: number;
  name: string;
  initial: FinancingFormLine[];
  billed: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [lines, setLines] = useState(initial);
  // Each field's message, by 'index.field', from the schema the action checks with.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { run, pending } = useActionFeedback();
  const change = (index: number, patch: Partial<FinancingFormLine>) =>
    setLines((current) => current.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  return (
    <>
      <button
        type="button"
        className={buttonClassName({ variant: "outline", size: "sm" })}
        onClick={() => {
          setLines(initial);
          setErrors({});
          setOpen(true);
        }}
        disabled={billed}
        title={billed ? "Déjà facturée : annulez d'abord la facture par un avoir." : undefined}
      >
        Financement<span className="sr-only"> : {name}</span>
      </button>
      {open && (
        <Dialog
          open
          onOpenChange={(next) => !next && setOpen(false)}
          title={`Financement : ${name}`}
        >
          <form
            className="space-y-5"
            onSubmit={async (event) => {
              event.preventDefault();
              const parsed = financingSchema.safeParse({ registrationId, lines });
              if (!parsed.success) {
                const found: Record<string, string> = {};
                for (const issue of parsed.error.issues)
                  found[issue.path.slice(1).join(".") || "lines"] ??= issue.message;
                setErrors(found);
                return;
              }
              setErrors({});
              const result = await run(() => setFinancingAction({ registrationId, lines }), {
                success: "Financement enregistré",
                failure: "Impossible d'enregistrer le financement",
              });
              if (result?.ok) setOpen(false);
            }}
          >
            {errors.lines && (
              <p role="alert" className="text-sm text-brand-pink-ink">
                {errors.lines}
              </p>
            )}
            {lines.map((line, index) => (
              <fieldset key={index} className="space-y-3 rounded-lg border border-ink/10 p-3">
                <legend className="px-1 text-sm font-semibold">Payeur {index + 1}</legend>
                <SelectField
                  id={`financing-${registrationId}-${index}-bpf`}
                  label={BPF_LINE_LABEL}
                  value={line.bpfLine}
                  onChange={(event) => change(index, { bpfLine: event.target.value as BpfLine })}
                >
                  <BpfLineOptions />
                </SelectField>
                <div className="grid gap-3 sm:grid-cols-2">
                  {fields.map((field) => (
                    <TextField
                      key={field.name}
                      id={`financing-${registrationId}-${index}-${field.name}`}
                      label={field.label}
                      hint={field.hint}
                      error={errors[`${index}.${field.name}`]}
                      value={line[field.name]}
                      onChange={(event) => change(index, { [field.name]: event.target.value })}
                    />
                  ))}
                </div>
                <button
                  type="button"
                  className={buttonClassName({ variant: "ghost", size: "sm" })}
                  onClick={() => setLines((current) => current.filter((_, at) => at !== index))}
                >
                  Retirer ce payeur
                </button>
              </fieldset>
            ))}
            {lines.length < MAX_LINES && (
              <button
                type="button"
                className={buttonClassName({ variant: "outline", size: "sm" })}
                onClick={() => setLines((current) => [...current, emptyFinancingLine()])}
              >
                Ajouter un payeur
              </button>
            )}
            <div className="flex justify-end gap-2">
              <DialogCancel />
              <SubmitButton pending={pending} pendingLabel="Enregistrement…">
                Enregistrer
              </SubmitButton>
            </div>
          </form>
        </Dialog>
      )}
    </>
  );
}
