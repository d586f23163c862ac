"use client";

import { buttonClassName } from "@/components/ui/button";
import { TextActionForm } from "@/components/ui/text-action-form";
import { useActionFeedback } from "@/components/ui/use-action-feedback";
import { markAnswerHandled, markStakeholderAnswerHandled, moderateComment } from "../../actions";
import { MAX_SURVEY_COMMENT } from "../../constants";

/** 'Marquer comme traité' with the action taken: the answer's indicator 32 trail. */
export function HandleAnswerForm({
  id,
  of,
}: {
  id: number;
  /** Whose answer it is: a trainee's, or a company's, a trainer's or a funder's. */
  of: "trainee" | "stakeholder";
}) {
  const handle = of === "trainee" ? markAnswerHandled : markStakeholderAnswerHandled;
  return (
    <TextActionForm
      id={`action-${id}`}
      label="Action menée"
      submit="Marquer comme traité"
      rows={2}
      maxLength={MAX_SURVEY_COMMENT}
      messages={{
        success: "Avis marqué comme traité",
        failure: "Impossible de marquer l'avis comme traité",
      }}
      action={(note) => handle(id, note)}
    />
  );
}

/** 'Publier le commentaire' or 'Masquer le commentaire', for a comment its author agreed to publish. */
export function CommentModeration({
  id,
  status,
}: {
  id: number;
  status: "pending" | "approved" | "hidden";
}) {
  const { run, pending } = useActionFeedback();
  const moderate = async (next: "approved" | "hidden") => {
    await run(() => moderateComment(id, next), {
      success:
        next === "approved"
          ? "Commentaire publié sur la page de la formation"
          : "Commentaire masqué",
      failure: "Impossible de modifier le commentaire",
    });
  };
  return (
    <div className="flex flex-wrap gap-2">
      {status !== "approved" ? (
        <button
          type="button"
          disabled={pending}
          className={buttonClassName({ size: "sm" })}
          onClick={() => moderate("approved")}
        >
          Publier le commentaire
        </button>
      ) : null}
      {status !== "hidden" ? (
        <button
          type="button"
          disabled={pending}
          className={buttonClassName({ variant: "outline", size: "sm" })}
          onClick={() => moderate("hidden")}
        >
          Masquer le commentaire
        </button>
      ) : null}
    </div>
  );
}
