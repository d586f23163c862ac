import { FieldError, fieldClassName, labelClassName } from "@/components/ui/form-field";
import { MAX_DISABILITY_DETAILS } from "@/config/public-forms";
import type { FieldAnswer } from "./use-public-form";

/**
 * 'Je suis en situation de handicap…' and, once ticked, the needs to adapt to: the public forms'
 * one way of asking (Qualiopi indicator 26). The needs show by CSS alone, so without JavaScript
 * too; unticking clears them, as the specification says (without JavaScript they stay in the
 * hidden field, and the server reads none of them: postedDisability).
 */
export function DisabilityFields({
  answer,
  idPrefix,
}: {
  answer: FieldAnswer<"is_psh" | "psh_details">;
  idPrefix: string;
}) {
  const error = answer.errorOf("psh_details");
  return (
    <div className="group/disability space-y-3">
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          name="is_psh"
          className="mt-0.5 size-5 accent-brand-blue-ink"
          defaultChecked={answer.valueOf("is_psh") !== undefined}
          onChange={(event) => {
            const details = event.currentTarget.form?.elements.namedItem("psh_details");
            if (!event.currentTarget.checked && details instanceof HTMLTextAreaElement)
              details.value = "";
          }}
        />
        <span>Je suis en situation de handicap et je souhaite une adaptation de la formation.</span>
      </label>
      <div className="hidden group-has-[:checked]/disability:block">
        <label htmlFor={`${idPrefix}-psh`} className={labelClassName}>
          VOS BESOINS D&apos;ADAPTATION
        </label>
        <textarea
          id={`${idPrefix}-psh`}
          name="psh_details"
          rows={3}
          maxLength={MAX_DISABILITY_DETAILS}
          className={fieldClassName}
          defaultValue={answer.valueOf("psh_details")}
          aria-invalid={Boolean(error)}
          aria-describedby={
            error ? `${idPrefix}-psh-hint ${idPrefix}-psh-error` : `${idPrefix}-psh-hint`
          }
        />
        <p id={`${idPrefix}-psh-hint`} className="mt-1 text-sm text-ink/70">
          Lu par notre référent handicap et, pour une inscription, par le formateur de la session,
          afin de préparer l&apos;adaptation.
        </p>
        <FieldError id={`${idPrefix}-psh-error`} message={error} />
      </div>
    </div>
  );
}
