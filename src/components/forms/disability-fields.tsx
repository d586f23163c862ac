"use client";

import {
  useWatch,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from "react-hook-form";
import { FieldError, fieldClassName, labelClassName } from "@/components/ui/form-field";

interface DisabilityValues extends FieldValues {
  is_psh: boolean;
  psh_details?: string;
}

/**
 * 'Je suis en situation de handicap…' and, once ticked, the needs to adapt to: the public forms'
 * one way of asking (Qualiopi indicator 26). Unticking forgets the details: they are only sent
 * with the box ticked.
 */
export function DisabilityFields<Values extends DisabilityValues>({
  form,
  idPrefix,
  error,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
  idPrefix: string;
  error?: string;
}) {
  const ticked = "is_psh" as Path<Values>;
  const details = "psh_details" as Path<Values>;
  const shown = useWatch({ control: form.control, name: ticked });
  return (
    <div className="space-y-3">
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-5 accent-brand-blue-ink"
          {...form.register(ticked, {
            onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
              if (!event.target.checked)
                form.setValue(details, "" as PathValue<Values, Path<Values>>);
            },
          })}
        />
        <span>Je suis en situation de handicap et je souhaite une adaptation de la formation.</span>
      </label>
      {shown ? (
        <div>
          <label htmlFor={`${idPrefix}-psh`} className={labelClassName}>
            VOS BESOINS D&apos;ADAPTATION
          </label>
          <textarea
            id={`${idPrefix}-psh`}
            rows={3}
            className={fieldClassName}
            aria-describedby={
              error ? `${idPrefix}-psh-hint ${idPrefix}-psh-error` : `${idPrefix}-psh-hint`
            }
            {...form.register(details)}
          />
          <p id={`${idPrefix}-psh-hint`} className="mt-1 text-sm text-ink/70">
            Lu par notre référent handicap et, pour une inscription, par le formateur de la session,
            afin de préparer l&apos;adaptation.
          </p>
          <FieldError id={`${idPrefix}-psh-error`} message={error} />
        </div>
      ) : null}
    </div>
  );
}
