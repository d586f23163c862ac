"use client";

import { useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/form-field";
import { useActionFeedback } from "@/components/ui/use-action-feedback";
import { addRequestNote } from "../../actions";

/** 'Nouvelle note': an internal note on the request, for the staff only. */
export function RequestNoteForm({ id }: { id: number }) {
  const run = useActionFeedback();
  const [text, setText] = useState("");
  const [pending, setPending] = useState(false);
  return (
    <form
      className="space-y-2"
      onSubmit={async (event) => {
        event.preventDefault();
        setPending(true);
        const result = await run(() => addRequestNote(id, text), { success: "Note ajoutée", failure: "Impossible d'ajouter la note" });
        if (result?.ok) setText("");
        setPending(false);
      }}
    >
      <TextAreaField id="request-note" label="Nouvelle note" rows={3} value={text} onChange={(event) => setText(event.target.value)} />
      <button type="submit" disabled={pending || !text.trim()} className={buttonClassName({ size: "sm" })}>
        {pending ? "Enregistrement..." : "Ajouter la note"}
      </button>
    </form>
  );
}
