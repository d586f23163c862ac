"use client";

import { ActionButton } from "@/components/ui/action-button";
import { TextActionForm } from "@/components/ui/text-action-form";
import { MAX_COMPLAINT_TEXT } from "../../constants";
import {
  acknowledgeComplaint,
  analyseComplaint,
  answerComplaint,
  closeComplaint,
  dismissComplaint,
} from "../../actions";

/** The complaint's next step, as its page offers it: one form or button at a time. */
export function ComplaintNextStep({
  id,
  email,
  step,
}: {
  id: number;
  email: string;
  step: "acknowledge" | "analyse" | "answer" | "close";
}) {
  switch (step) {
    case "acknowledge":
      return (
        <ActionButton
          action={() => acknowledgeComplaint(id)}
          messages={{
            success: "Accusé de réception envoyé",
            failure: "Impossible d'envoyer l'accusé de réception",
          }}
          style={{ size: "sm" }}
        >
          Envoyer l&apos;accusé de réception
        </ActionButton>
      );
    case "analyse":
      return (
        <TextActionForm
          id="complaint-analysis"
          label="Analyse (faits vérifiés, causes, ce que nous devons)"
          submit="Enregistrer l'analyse"
          rows={5}
          maxLength={MAX_COMPLAINT_TEXT}
          messages={{
            success: "Analyse enregistrée",
            failure: "Impossible d'enregistrer l'analyse",
          }}
          action={(text) => analyseComplaint(id, text)}
        />
      );
    case "answer":
      return (
        <TextActionForm
          id="complaint-answer"
          label={`Réponse, envoyée par e-mail à ${email}`}
          submit="Envoyer la réponse"
          rows={7}
          maxLength={MAX_COMPLAINT_TEXT}
          messages={{ success: "Réponse envoyée", failure: "Impossible d'envoyer la réponse" }}
          action={(text) => answerComplaint(id, text)}
        />
      );
    case "close":
      return (
        <ActionButton
          action={() => closeComplaint(id)}
          messages={{ success: "Réclamation close", failure: "Impossible de clore la réclamation" }}
          style={{ size: "sm" }}
        >
          Clore la réclamation
        </ActionButton>
      );
  }
}

/**
 * 'Classer sans suite', folded away: for a message that is no complaint (a spam, a question for
 * the contact form), closed without mailing the address it gave.
 */
export function ComplaintDismissal({ id }: { id: number }) {
  return (
    <details className="rounded-2xl bg-ink/[0.03] p-3">
      <summary className="cursor-pointer text-sm font-semibold">Classer sans suite</summary>
      <div className="mt-3">
        <TextActionForm
          id="complaint-dismissal"
          label="Pourquoi (message sans objet, spam…) : aucune réponse n'est envoyée"
          submit="Classer sans suite"
          rows={3}
          maxLength={MAX_COMPLAINT_TEXT}
          messages={{
            success: "Réclamation classée sans suite",
            failure: "Impossible de classer la réclamation",
          }}
          action={(text) => dismissComplaint(id, text)}
        />
      </div>
    </details>
  );
}
