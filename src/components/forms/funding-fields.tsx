import { SelectField } from "@/components/ui/form-field";
import { fundingLabels, fundingSources } from "@/config/funding";
import type { FieldAnswer } from "./use-public-form";

/**
 * Who pays for the training (company, OPCO, CPF, the trainee): the public forms' one list of
 * funders. `none` is the first choice's words: what choosing nothing means on this form.
 */
export function FundingFields<Name extends string>({
  answer,
  id,
  name,
  label,
  none,
}: {
  answer: FieldAnswer<Name>;
  id: string;
  name: Name;
  label: string;
  none: string;
}) {
  return (
    <SelectField
      id={id}
      name={name}
      label={label}
      error={answer.errorOf(name)}
      defaultValue={answer.valueOf(name)}
    >
      <option value="">{none}</option>
      {fundingSources.map((source) => (
        <option key={source} value={source}>
          {fundingLabels[source]}
        </option>
      ))}
    </SelectField>
  );
}
