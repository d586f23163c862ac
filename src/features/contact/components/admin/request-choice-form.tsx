"use client";

import { useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { SelectField } from "@/components/ui/form-field";
import { useActionFeedback, type FeedbackMessages } from "@/components/ui/use-action-feedback";
import type { ActionResult } from "@/lib/action-result";
import { useScripted } from "@/lib/use-browser-snapshot";

/** One choice of a request's follow-up (its status, who answers it), saved with its button. */
export function RequestChoiceForm({
  id,
  label,
  options,
  value,
  save,
  submit,
  messages,
}: {
  id: string;
  label: string;
  /** Value and text of each option, in order (an object would put numeric ids before 'none'). */
  options: [string, string][];
  value: string;
  save: (value: string) => Promise<ActionResult>;
  /** The button's words: 'Mettre à jour', 'Attribuer'. */
  submit: string;
  messages: FeedbackMessages;
}) {
  const { run, pending } = useActionFeedback();
  const [chosen, setChosen] = useState(value);
  // A choice made before the page runs would be undone by its first render: wait for it.
  const scripted = useScripted();
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        await run(() => save(chosen), messages);
      }}
    >
      <SelectField
        id={id}
        label={label}
        value={chosen}
        disabled={!scripted}
        onChange={(event) => setChosen(event.target.value)}
        className="min-w-48"
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </SelectField>
      <button
        type="submit"
        disabled={pending || chosen === value}
        className={buttonClassName({ className: "mt-1" })}
      >
        {pending ? "Enregistrement..." : submit}
      </button>
    </form>
  );
}
