"use client";

import { useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/form-field";
import { useActionFeedback } from "@/components/ui/use-action-feedback";
import { fixBpfGap } from "../../actions";
import type { BpfFix } from "../../schema";

/**
 * Completes one thing the BPF lacks where the list names it: a choice in a list, or an amount.
 * The page reloads with the figure moved.
 */
export function GapFixForm({
  id,
  label,
  fix,
  choices,
}: {
  id: string;
  label: string;
  fix: Omit<BpfFix, "value">;
  /** The choices; none for an amount typed in euros. */
  choices?: { value: string; label: string }[];
}) {
  const { run, pending } = useActionFeedback();
  const [value, setValue] = useState("");
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        await run(() => fixBpfGap({ ...fix, value } as BpfFix), {
          success: "Enregistré",
          failure: "Impossible d'enregistrer",
        });
      }}
    >
      {choices ? (
        <SelectField
          id={id}
          label={label}
          className="min-w-0 flex-1 sm:max-w-md"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        >
          <option value="">Choisissez</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
      ) : (
        <TextField
          id={id}
          label={label}
          inputMode="decimal"
          className="w-40"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
      <button
        type="submit"
        disabled={pending || value.trim() === ""}
        className={buttonClassName({ size: "sm" })}
      >
        {pending ? "Enregistrement..." : "Enregistrer"}
      </button>
    </form>
  );
}
