import { Badge } from "@/components/ui/admin-list";
import type { Questionnaire } from "../../constants";
import type { TraineeAnswers } from "../../types";
import { AnswerList } from "../public/answer-list";

const missingLabels: Record<Questionnaire, string> = {
  needs: "Besoins non renseignés",
  positioning: "Positionnement manquant",
};

const titles: Record<Questionnaire, string> = {
  needs: "Besoins",
  positioning: "Positionnement",
};

/**
 * A registration's needs and positioning on the session's page: what is still missing, then the
 * answers under a disclosure, so the list stays short.
 */
export function TraineeAnswersPanel({
  name,
  answers,
  missing,
}: {
  name: string;
  answers: TraineeAnswers;
  missing: readonly Questionnaire[];
}) {
  const answered = (["needs", "positioning"] as const).filter((kind) => answers[kind]);
  if (missing.length === 0 && answered.length === 0) return null;
  return (
    <div className="mt-1 space-y-1" data-testid="trainee-answers">
      {missing.length > 0 && (
        <p className="flex flex-wrap gap-1">
          {missing.map((kind) => (
            <Badge key={kind} tone="yellow">
              {missingLabels[kind]}
            </Badge>
          ))}
        </p>
      )}
      {answered.length > 0 && (
        <details className="rounded-2xl bg-gray-50 px-3 py-2">
          <summary className="cursor-pointer text-sm font-semibold">
            {answered.length === 2 ? "Besoins et positionnement" : titles[answered[0]!]}
            <span className="sr-only"> de {name}</span>
          </summary>
          <div className="mt-2 space-y-3">
            {answered.map((kind) => (
              <AnswerList
                key={kind}
                heading={{ title: titles[kind], answeredAt: answers[kind]!.answered_at }}
                answers={answers[kind]!.answers}
              />
            ))}
          </div>
        </details>
      )}
    </div>
  );
}
