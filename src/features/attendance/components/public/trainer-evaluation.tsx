import { ofName } from "@/lib/text";
import { buttonClassName } from "@/components/ui/button";
import {
  answerField,
  answeredByQuestion,
  QuestionFields,
  type TraineeNeeds,
} from "@/features/assessment/public";
import { type PositioningQuestion } from "@/features/formations/public";
import { formatDateTime } from "@/lib/dates";
import { actions } from "astro:actions";
import { LinkForm } from "@/components/ui/link-page";

/** Whether a trainee's results are recorded, as the trainer's page says it. */
function resultsText(trainee: TraineeNeeds): string {
  const results = trainee.answers.results;
  return results
    ? `Résultats enregistrés par ${results.entered_by} le ${formatDateTime(results.answered_at)}`
    : "Résultats à renseigner";
}

/**
 * 'Évaluation de fin de formation' on the trainer's page (L6353-1; Qualiopi indicator 11): each
 * trainee's result on each objective, acquired, partly or not, which their attestation states.
 */
export function TrainerEvaluation({
  token,
  evaluation,
  evaluated,
}: {
  token: string;
  evaluation: { questions: PositioningQuestion[]; trainees: TraineeNeeds[] };
  evaluated: boolean;
}) {
  return (
    <section className="mt-8 border-t border-ink/10 pt-6" data-testid="trainer-evaluation">
      <h2 className="font-display text-xl font-bold">Évaluation de fin de formation</h2>
      <p className="mt-1 text-sm text-ink/80">
        Pour chaque stagiaire, indiquez si chaque objectif est acquis, partiellement acquis ou non
        acquis : son attestation de fin de formation reprend ces résultats, avec votre nom.
      </p>
      {evaluated && (
        <p role="status" className="mt-3 font-semibold text-brand-green-ink">
          Évaluation enregistrée.
        </p>
      )}
      <ul className="mt-3 divide-y divide-ink/10">
        {evaluation.trainees.map((trainee) => (
          <li key={trainee.id} className="py-3">
            <details open={!trainee.answers.results || undefined}>
              <summary className="cursor-pointer">
                <span className="font-semibold">{trainee.name}</span>{" "}
                <span className="text-sm text-ink/70">· {resultsText(trainee)}</span>
              </summary>
              <LinkForm action={actions.evaluateAsTrainer} token={token} className="mt-3 space-y-4">
                <input type="hidden" name="registration" value={trainee.id} />
                <QuestionFields
                  questions={evaluation.questions}
                  field={answerField}
                  idPrefix={`evaluation-${trainee.id}`}
                  answered={answeredByQuestion(trainee.answers.results)}
                />
                <button
                  type="submit"
                  className={buttonClassName({
                    variant: "outline",
                    // A trainee's full name makes it long: it wraps on a phone.
                    className: "h-auto min-h-11 max-w-full whitespace-normal py-3 text-center",
                  })}
                >
                  Enregistrer les résultats {ofName(trainee.name)}
                </button>
              </LinkForm>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
