"use client";

import { ActionButton } from "@/components/ui/action-button";
import { TextActionForm } from "@/components/ui/text-action-form";
import { MAX_COMPLAINT_TEXT } from "../../constants";
import {
  acknowledgeComplaint,
  analyseComplaint,
  answerComplaint,
  closeComplaint,
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
