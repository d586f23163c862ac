"use client";

import { Plus, X } from "lucide-react";
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from "react-hook-form";
import { buttonClassName } from "@/components/ui/button";
import { FieldError, fieldClassName, labelClassName } from "@/components/ui/form-field";
import { cn } from "@/lib/cn";
import { emptyResults, type FormationInput, type FormationValues } from "../../schema";

const cell = cn(fieldClassName, "mt-0 px-3 py-2 text-sm");

/** The published results, one row per year (Qualiopi indicators 2 and 3). */
export function ResultsEditor({
  control,
  register,
  errors,
  certifying,
}: {
  control: Control<FormationValues, unknown, FormationInput>;
  register: UseFormRegister<FormationValues>;
  errors: FieldErrors<FormationValues>;
  certifying: boolean;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: "results" });
  const columns: [keyof FormationValues["results"][number], string][] = [
    ["year", "Année"],
    ["trainees", "Stagiaires"],
    ["satisfaction_rate", "Satisfaction (%)"],
    ["completion_rate", "Achèvement (%)"],
  ];
  if (certifying) columns.push(["success_rate", "Réussite (%)"]);
  const lastYear = new Date().getFullYear() - 1;
  return (
    <fieldset className="min-w-0 rounded-3xl border border-ink/10 p-4">
      <legend className={cn(labelClassName, "px-1")}>Résultats publiés</legend>
      <p className="mb-3 text-sm text-ink/70" data-testid="computed-results-note">
        Chiffres saisis. Une année dont les sessions sont terminées est calculée à partir des
        présences et des questionnaires de satisfaction : le site publie alors le calcul à la place
        de la saisie (le taux de réussite saisi reste).
      </p>
      {fields.length === 0 ? (
        <p className="text-sm text-ink/70">
          Aucun résultat : la page affiche « Nouvelle formation ».
        </p>
      ) : (
        <ol aria-label="Années de résultats" className="space-y-3">
          {fields.map((field, index) => {
            const rowErrors = errors.results?.[index];
            return (
              <li key={field.id} className="flex flex-wrap items-end gap-2">
                {columns.map(([name, label]) => (
                  <div key={name} className="w-24">
                    <label htmlFor={`result-${index}-${name}`} className="text-xs font-bold">
                      {label}
                    </label>
                    <input
                      id={`result-${index}-${name}`}
                      inputMode="numeric"
                      aria-invalid={Boolean(rowErrors?.[name])}
                      aria-describedby={
                        rowErrors?.[name] ? `result-${index}-${name}-error` : undefined
                      }
                      className={cell}
                      {...register(`results.${index}.${name}`)}
                    />
                    <FieldError
                      id={`result-${index}-${name}-error`}
                      message={rowErrors?.[name]?.message}
                    />
                  </div>
                ))}
                <button
                  type="button"
                  onClick={() => remove(index)}
                  aria-label={`Retirer l'année ${index + 1}`}
                  className="mb-1 grid size-9 place-items-center rounded-full hover:bg-ink/5"
                >
                  <X aria-hidden className="size-4" />
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <FieldError
        id="results-error"
        message={errors.results?.root?.message ?? errors.results?.message}
      />
      <button
        type="button"
        onClick={() => append(emptyResults(lastYear - fields.length))}
        className={buttonClassName({ variant: "outline", size: "sm", className: "mt-3" })}
      >
        <Plus aria-hidden className="size-4" /> Ajouter une année
      </button>
    </fieldset>
  );
}
