"use client";

import { useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { useActionFeedback } from "@/components/ui/use-action-feedback";
import { saveBpfYear } from "../../actions";

/**
 * What the year's BPF takes from the accounts, not from the site: every charge of the training
 * activity (frame D) and the whole turnover, of which training's share is a percentage (frame C).
 */
export function BpfYearForm({
  year,
  charges,
  turnover,
}: {
  year: number;
  /** As typed back: '12000,00', or empty. */
  charges: string;
  turnover: string;
}) {
  const { run, pending } = useActionFeedback();
  const [values, setValues] = useState({ total_charges: charges, global_turnover: turnover });
  return (
    <form
      aria-labelledby="saisies"
      className="rounded-3xl border border-ink/10 bg-white p-4 shadow-sm sm:p-6"
      onSubmit={async (event) => {
        event.preventDefault();
        await run(() => saveBpfYear({ year, ...values }), {
          success: "Montants enregistrés",
          failure: "Impossible d'enregistrer les montants",
        });
      }}
    >
      <h2 id="saisies" className="font-display text-lg font-bold">
        Tirés de vos comptes
      </h2>
      <p className="mt-1 text-sm text-ink/80">
        Le site ne connaît que les charges de formateurs des sessions : le total des charges et le
        chiffre d&apos;affaires global viennent de la comptabilité de l&apos;exercice.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          id="bpf-charges"
          label="Total des charges liées à la formation (€ HT)"
          inputMode="decimal"
          value={values.total_charges}
          onChange={(event) => setValues({ ...values, total_charges: event.target.value })}
        />
        <TextField
          id="bpf-turnover"
          label="Chiffre d'affaires global de l'exercice (€ HT)"
          inputMode="decimal"
          value={values.global_turnover}
          onChange={(event) => setValues({ ...values, global_turnover: event.target.value })}
        />
      </div>
      <button
        type="submit"
        disabled={pending}
        className={`mt-4 ${buttonClassName({ size: "sm" })}`}
      >
        {pending ? "Enregistrement..." : "Enregistrer les montants"}
      </button>
    </form>
  );
}
