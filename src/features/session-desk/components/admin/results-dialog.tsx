"use client";

import { useState } from "react";
import { buttonClassName, SubmitButton } from "@/components/ui/button";
import { Dialog, DialogCancel } from "@/components/ui/dialog";
import { useActionFeedback } from "@/components/ui/use-action-feedback";
import { answerField, QuestionFields } from "@/features/assessment/client";
import { type PositioningQuestion } from "@/features/formations/client";
import { recordResultsAction } from "@/features/attendance/client";

/**
 * « Saisir les résultats »: a trainee's result for each objective, acquired, partly or not, as
 * staff enter it when the trainer gave it on paper; their attestation then goes out.
 */
export function ResultsDialogButton({
  sessionId,
  registrationId,
  name,
  questions,
}: {
  sessionId: number;
  registrationId: number;
  name: string;
  questions: PositioningQuestion[];
}) {
  const [open, setOpen] = useState(false);
  const { run, pending } = useActionFeedback();
  return (
    <>
      <button
        type="button"
        className={buttonClassName({ variant: "outline", size: "sm" })}
        onClick={() => setOpen(true)}
      >
        Saisir les résultats<span className="sr-only"> : {name}</span>
      </button>
      {open && (
        <Dialog
          open
          onOpenChange={(next) => !next && setOpen(false)}
          title={`Résultats de fin de formation : ${name}`}
        >
          <form
            className="space-y-4"
            onSubmit={async (event) => {
              event.preventDefault();
              const fields = Object.fromEntries(
                [...new FormData(event.currentTarget)].map(([key, value]) => [key, String(value)]),
              );
              const result = await run(
                () =>
                  recordResultsAction({
                    session: sessionId,
                    registration: registrationId,
                    fields,
                  }),
                {
                  success: "Résultats enregistrés",
                  failure: "Impossible d'enregistrer les résultats",
                },
              );
              if (result?.ok) setOpen(false);
            }}
          >
            <p className="text-sm text-ink/80">
              Pour chaque objectif, acquis, partiellement acquis ou non acquis : l&apos;attestation
              de fin de formation les reprend, avec votre nom.
            </p>
            <QuestionFields
              questions={questions}
              field={answerField}
              idPrefix={`results-${registrationId}`}
            />
            <div className="flex justify-end gap-2">
              <DialogCancel />
              <SubmitButton pending={pending} pendingLabel="Enregistrement…">
                Enregistrer
              </SubmitButton>
            </div>
          </form>
        </Dialog>
      )}
    </>
  );
}
