import { buttonClassName } from "@/components/ui/button";
import {
  answerField,
  answeredByQuestion,
  QuestionFields,
  type PositioningQuestion,
  type TraineeNeeds,
} from "@/features/assessment/public";
import { formatDateTime } from "@/lib/dates";
import { evaluateAsTrainer } from "../../signing-actions";

/** Who rated a trainee at the end, as the trainer's page says it. */
function ratedText(trainee: TraineeNeeds): string {
  const rated = trainee.answers.self_after;
  if (!rated) return "Pas encore évalué";
  return rated.entered_by
    ? `Évalué par ${rated.entered_by} le ${formatDateTime(rated.answered_at)}`
    : `Auto-évalué le ${formatDateTime(rated.answered_at)}`;
}

/**
 * 'Évaluation de fin de formation' on the trainer's page (Qualiopi indicator 11): for a trainee
 * who did not rate themself on their page, or whose rating the trainer corrects, each objective
 * from 1 to 5; the attestation then says the trainer rated.
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
        Chaque stagiaire se note sur sa page ; à défaut, notez de 1 à 5 où il en est sur chaque
        objectif. L&apos;attestation précise qui a noté.
      </p>
      {evaluated && (
        <p role="status" className="mt-3 font-semibold text-brand-green-ink">
          Évaluation enregistrée.
        </p>
      )}
      <ul className="mt-3 divide-y divide-ink/10">
        {evaluation.trainees.map((trainee) => (
          <li key={trainee.id} className="py-3">
            <details open={!trainee.answers.self_after || undefined}>
              <summary className="cursor-pointer">
                <span className="font-semibold">{trainee.name}</span>{" "}
                <span className="text-sm text-ink/70">· {ratedText(trainee)}</span>
              </summary>
              <form
                action={evaluateAsTrainer.bind(null, token, trainee.id)}
                className="mt-3 space-y-4"
              >
                <QuestionFields
                  questions={evaluation.questions}
                  field={answerField}
                  idPrefix={`evaluation-${trainee.id}`}
                  answered={answeredByQuestion(trainee.answers.self_after)}
                />
                <button type="submit" className={buttonClassName({ variant: "outline" })}>
                  Enregistrer l&apos;évaluation de {trainee.name}
                </button>
              </form>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
