"use client";

import { useState } from "react";
import type { ActionResult } from "@/lib/action-result";
import { buttonClassName } from "./button";
import { TextAreaField } from "./form-field";
import { useActionFeedback, type FeedbackMessages } from "./use-action-feedback";

/**
 * A text the staff write and send with one button ('Ajouter la note', 'Marquer comme traité'):
 * the button waits for some text, the toast says how it went, the field empties on success.
 */
export function TextActionForm({
  id,
  label,
  submit,
  rows,
  maxLength,
  messages,
  action,
}: {
  id: string;
  label: string;
  submit: string;
  rows: number;
  maxLength?: number;
  messages: FeedbackMessages;
  action: (text: string) => Promise<ActionResult>;
}) {
  const { run, pending } = useActionFeedback();
  const [text, setText] = useState("");
  return (
    <form
      className="space-y-2"
      onSubmit={async (event) => {
        event.preventDefault();
        const result = await run(() => action(text), messages);
        if (result?.ok) setText("");
      }}
    >
      <TextAreaField
        id={id}
        label={label}
        rows={rows}
        maxLength={maxLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button
        type="submit"
        disabled={pending || !text.trim()}
        className={buttonClassName({ size: "sm" })}
      >
        {pending ? "Enregistrement..." : submit}
      </button>
    </form>
  );
}
