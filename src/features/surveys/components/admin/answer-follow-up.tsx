"use client";

import { useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/form-field";
import { useActionFeedback } from "@/components/ui/use-action-feedback";
import { markAnswerHandled, moderateComment } from "../../actions";

/** 'Marquer comme traité' with the action taken: the answer's indicator 32 trail. */
export function HandleAnswerForm({ id }: { id: number }) {
  const run = useActionFeedback();
  const [note, setNote] = useState("");
  const [pending, setPending] = useState(false);
  return (
    <form
      className="space-y-2"
      onSubmit={async (event) => {
        event.preventDefault();
        setPending(true);
        await run(() => markAnswerHandled(id, note), { success: "Avis marqué comme traité", failure: "Impossible de marquer l'avis comme traité" });
        setPending(false);
      }}
    >
      <TextAreaField id={`action-${id}`} label="Action menée" rows={2} value={note} onChange={(event) => setNote(event.target.value)} maxLength={2000} />
      <button type="submit" disabled={pending || !note.trim()} className={buttonClassName({ size: "sm" })}>
        {pending ? "Enregistrement..." : "Marquer comme traité"}
      </button>
    </form>
  );
}

/** 'Publier le commentaire' or 'Masquer le commentaire', for a comment its author agreed to publish. */
export function CommentModeration({ id, status }: { id: number; status: "pending" | "approved" | "hidden" }) {
  const run = useActionFeedback();
  const [pending, setPending] = useState(false);
  const moderate = async (next: "approved" | "hidden") => {
    setPending(true);
    await run(() => moderateComment(id, next), {
      success: next === "approved" ? "Commentaire publié sur la page de la formation" : "Commentaire masqué",
      failure: "Impossible de modifier le commentaire",
    });
    setPending(false);
  };
  return (
    <div className="flex flex-wrap gap-2">
      {status !== "approved" ? (
        <button type="button" disabled={pending} className={buttonClassName({ size: "sm" })} onClick={() => moderate("approved")}>
          Publier le commentaire
        </button>
      ) : null}
      {status !== "hidden" ? (
        <button type="button" disabled={pending} className={buttonClassName({ variant: "outline", size: "sm" })} onClick={() => moderate("hidden")}>
          Masquer le commentaire
        </button>
      ) : null}
    </div>
  );
}
