"use client";

import { FilePlus, X } from "lucide-react";
import { useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import { buttonClassName } from "@/components/ui/button";
import { EntityFormDialog } from "@/components/ui/entity-form-dialog";
import { SelectField, TextAreaField, TextField, labelClassName } from "@/components/ui/form-field";
import {
  invoiceTotals,
  invoiceUnitLabels,
  invoiceUnits,
  lineAmount,
  lineVat,
  lineVatChoices,
  lineVatLabels,
  type LineVatChoice,
} from "@/lib/invoicing-law";
import { formatEuros } from "@/lib/money";
import { funderKindOf } from "@/lib/bpf";
import { issueManualInvoiceAction } from "../../actions";
import {
  manualInvoiceSchema,
  MAX_INVOICE_LINES,
  type ManualInvoice,
  type ManualInvoiceInput,
} from "../../schema";
import {
  BPF_LINE_LABEL,
  BpfLineOptions,
  chorusProFields,
  payerIdentityFields,
} from "./payer-fields";

type Form = UseFormReturn<ManualInvoiceInput, unknown, ManualInvoice>;

const text = {
  createTitle: "Nouvelle facture",
  editTitle: "Nouvelle facture",
  createButton: "Nouvelle facture",
  createSubmit: { label: "Émettre", pending: "Émission..." },
  created: "Facture émise",
  updated: "Facture émise",
  saveFailed: "Impossible d'émettre la facture",
  loadFailed: "Impossible d'ouvrir la facture",
};

const emptyLine = (vat: LineVatChoice): ManualInvoiceInput["lines"][number] => ({
  description: "",
  quantity: "1",
  unit: "C62",
  unitPrice: "",
  vat,
});

/** One line: what is sold, how many, at what price, with which VAT. */
function LineFields({ form, index, remove }: { form: Form; index: number; remove?: () => void }) {
  const { register } = form;
  const errors = form.formState.errors.lines?.[index];
  const id = `invoice-line-${index + 1}`;
  return (
    <li className="space-y-3 rounded-2xl border border-ink/10 p-3" data-testid="invoice-line">
      <div className="flex items-start gap-2">
        <TextField
          id={`${id}-description`}
          label={`Ligne ${index + 1} : désignation *`}
          className="min-w-0 flex-1"
          error={errors?.description?.message}
          {...register(`lines.${index}.description`)}
        />
        {remove && (
          <button
            type="button"
            onClick={remove}
            aria-label={`Retirer la ligne ${index + 1}`}
            className="mt-7 grid size-9 shrink-0 place-items-center rounded-full hover:bg-ink/5"
          >
            <X aria-hidden className="size-4" />
          </button>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <TextField
          id={`${id}-quantity`}
          label="Quantité *"
          inputMode="decimal"
          error={errors?.quantity?.message}
          {...register(`lines.${index}.quantity`)}
        />
        <SelectField id={`${id}-unit`} label="Unité" {...register(`lines.${index}.unit`)}>
          {invoiceUnits.map((unit) => (
            <option key={unit} value={unit}>
              {invoiceUnitLabels[unit]}
            </option>
          ))}
        </SelectField>
        <TextField
          id={`${id}-price`}
          label="Prix unitaire (€ HT) *"
          inputMode="decimal"
          error={errors?.unitPrice?.message}
          {...register(`lines.${index}.unitPrice`)}
        />
        <SelectField
          id={`${id}-vat`}
          label="TVA"
          error={errors?.vat?.message}
          {...register(`lines.${index}.vat`)}
        >
          {lineVatChoices.map((choice) => (
            <option key={choice} value={choice}>
              {lineVatLabels[choice]}
            </option>
          ))}
        </SelectField>
      </div>
    </li>
  );
}

function ManualInvoiceFields({ form, defaultVat }: { form: Form; defaultVat: LineVatChoice }) {
  const { register } = form;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "lines" });
  const errors = form.formState.errors;
  // Only a public buyer's invoice goes through Chorus Pro, with its service and commitment.
  const bpfLine = useWatch({ control: form.control, name: "payer.bpfLine" });
  const payerFields = [
    ...payerIdentityFields,
    ...(funderKindOf(bpfLine) === "public" ? chorusProFields : []),
  ];
  return (
    <>
      <fieldset className="min-w-0 space-y-3">
        <legend className={labelClassName}>Payeur</legend>
        <SelectField
          id="invoice-bpf-line"
          label={BPF_LINE_LABEL}
          error={errors.payer?.bpfLine?.message}
          {...register("payer.bpfLine")}
        >
          <BpfLineOptions invoiced />
        </SelectField>
        <div className="grid gap-3 sm:grid-cols-2">
          {payerFields.map((field) => (
            <TextField
              key={field.name}
              id={`invoice-${field.name}`}
              label={field.label}
              hint={field.hint}
              error={errors.payer?.[field.name]?.message}
              {...register(`payer.${field.name}`)}
            />
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id="invoice-service-start"
          type="date"
          label="Prestation du *"
          error={errors.serviceStart?.message}
          {...register("serviceStart")}
        />
        <TextField
          id="invoice-service-end"
          type="date"
          label="au *"
          error={errors.serviceEnd?.message}
          {...register("serviceEnd")}
        />
      </div>
      <fieldset className="min-w-0 space-y-3">
        <legend className={labelClassName}>Lignes</legend>
        {errors.lines?.root?.message || errors.lines?.message ? (
          <p role="alert" className="text-sm font-semibold text-brand-pink-ink">
            {errors.lines.root?.message ?? errors.lines.message}
          </p>
        ) : null}
        <ol className="space-y-3">
          {fields.map((field, index) => (
            <LineFields
              key={field.id}
              form={form}
              index={index}
              remove={fields.length > 1 ? () => remove(index) : undefined}
            />
          ))}
        </ol>
        {fields.length < MAX_INVOICE_LINES && (
          <button
            type="button"
            className={buttonClassName({ variant: "outline", size: "sm" })}
            onClick={() => append(emptyLine(defaultVat))}
          >
            Ajouter une ligne
          </button>
        )}
      </fieldset>
      <TextAreaField
        id="invoice-note"
        label="Mention pour le payeur"
        hint="Imprimée sous les lignes : un bon de commande, une référence."
        rows={2}
        error={errors.note?.message}
        {...register("note")}
      />
    </>
  );
}

/**
 * « Nouvelle facture »: an invoice made by hand, for what no session invoices. Issuing is asked
 * once more with the invoice's totals, since an issued invoice is corrected only by a credit note.
 */
export function ManualInvoiceDialog({
  today,
  defaultVat,
}: {
  today: string;
  defaultVat: LineVatChoice;
}) {
  return (
    <EntityFormDialog<ManualInvoiceInput, ManualInvoice>
      schema={manualInvoiceSchema}
      text={text}
      size="xl"
      icon={FilePlus}
      defaults={{
        payer: {
          bpfLine: "C-1",
          payerName: "",
          payerSiret: "",
          payerAddress: "",
          billingEmail: "",
          payerVatNumber: "",
          serviceCode: "",
          commitmentNumber: "",
        },
        serviceStart: today,
        serviceEnd: today,
        lines: [emptyLine(defaultVat)],
        note: "",
      }}
      save={issueManualInvoiceAction}
      ask={(invoice) => {
        const totals = invoiceTotals(
          invoice.lines.map((line) => ({
            amount: lineAmount(line.quantity, line.unitPrice!),
            ...lineVat(line.vat),
          })),
        );
        return {
          title: "Émettre cette facture ?",
          intro:
            "Une facture émise ne se modifie plus et ne se supprime pas : une erreur se corrige par un avoir.",
          items: [
            `Payeur : ${invoice.payer.payerName}`,
            `${formatEuros(totals.totalNoTax)} HT, ${formatEuros(totals.total)} TTC`,
          ],
          confirm: "Émettre la facture",
        };
      }}
    >
      {(form) => <ManualInvoiceFields form={form} defaultVat={defaultVat} />}
    </EntityFormDialog>
  );
}
