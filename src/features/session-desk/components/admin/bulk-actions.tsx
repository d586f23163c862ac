"use client";

import { ActionButton } from "@/components/ui/action-button";
import { applyToRegistrations } from "@/features/session-desk/actions";

/** The ids ticked in the list, read when a button is pressed. */
function ticked(formId: string): number[] {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return [];
  return new FormData(form).getAll("ids").map(Number);
}

/**
 * The session page's bulk actions: the registrations' boxes belong to this form (their `form`
 * attribute names `formId`), and each button applies its action to those ticked.
 */
export function BulkActions({ sessionId, formId }: { sessionId: number; formId: string }) {
  const run = (what: "confirmed" | "cancelled" | "convoke") => () =>
    applyToRegistrations(sessionId, ticked(formId), what);
  return (
    <form
      id={formId}
      aria-label="Actions sur la sélection"
      className="mt-4 flex flex-wrap items-center gap-2"
    >
      <ActionButton
        action={run("confirmed")}
        messages={{
          success: "Inscriptions mises à jour",
          failure: "Impossible de confirmer la sélection",
        }}
      >
        Confirmer la sélection
      </ActionButton>
      <ActionButton
        action={run("convoke")}
        messages={{
          success: "Convocations envoyées",
          failure: "Impossible d'envoyer les convocations",
        }}
      >
        Convoquer la sélection
      </ActionButton>
      <ActionButton
        action={run("cancelled")}
        style={{ variant: "danger", size: "sm" }}
        messages={{
          success: "Inscriptions mises à jour",
          failure: "Impossible d'annuler la sélection",
        }}
        confirm={{
          title: "Annuler les inscriptions sélectionnées",
          question:
            "Chaque personne sélectionnée est prévenue par e-mail ; les places libérées reviennent à la liste d'attente.",
          yes: "Annuler les inscriptions",
          no: "Retour",
        }}
      >
        Annuler la sélection
      </ActionButton>
    </form>
  );
}
