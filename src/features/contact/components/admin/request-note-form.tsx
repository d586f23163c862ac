"use client";

import { TextActionForm } from "@/components/ui/text-action-form";
import { addRequestNote } from "../../actions";

/** 'Nouvelle note': an internal note on the request, for the staff only. */
export function RequestNoteForm({ id }: { id: number }) {
  return (
    <TextActionForm
      id="request-note"
      label="Nouvelle note"
      submit="Ajouter la note"
      rows={3}
      messages={{ success: "Note ajoutée", failure: "Impossible d'ajouter la note" }}
      action={(text) => addRequestNote(id, text)}
    />
  );
}
