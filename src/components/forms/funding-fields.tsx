"use client";

import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { SelectField } from "@/components/ui/form-field";
import { fundingLabels, fundingSources } from "@/config/funding";

/**
 * Who pays for the training (company, OPCO, CPF, the trainee): the public forms' one list of
 * funders. `none` is the first choice's words: what choosing nothing means on this form.
 */
export function FundingFields<Values extends FieldValues>({
  form,
  id,
  name,
  label,
  none,
  error,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
  id: string;
  name: Path<Values>;
  label: string;
  none: string;
  error: string | undefined;
}) {
  return (
    <SelectField id={id} label={label} error={error} {...form.register(name)}>
      <option value="">{none}</option>
      {fundingSources.map((source) => (
        <option key={source} value={source}>
          {fundingLabels[source]}
        </option>
      ))}
    </SelectField>
  );
}
