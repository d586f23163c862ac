import { Badge } from "@/components/ui/admin-list";
import { listText } from "@/lib/text";
import { questionnaires, type Questionnaire } from "../../constants";
import type { TraineeAnswers } from "../../types";
import { AnswerList } from "../public/answer-list";

const missingLabels: Partial<Record<Questionnaire, string>> = {
  needs: "Besoins non renseignés",
  positioning: "Positionnement manquant",
};

/** Each questionnaire's name, as the summary lists it and its answers' heading says it. */
const titles: Record<Questionnaire, string> = {
  needs: "besoins",
  positioning: "positionnement",
  self_before: "auto-évaluation avant",
  self_after: "évaluation en fin de formation",
  quiz: "questionnaire final",
  results: "résultats (formateur)",
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A registration's answers on the session's page: what is still missing before the course, then
 * every answer under a disclosure, so the list stays short.
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
  const answered = questionnaires.filter((kind) => answers[kind]);
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
            {capitalised(listText(answered.map((kind) => titles[kind])))}
            <span className="sr-only"> de {name}</span>
          </summary>
          <div className="mt-2 space-y-3">
            {answered.map((kind) => (
              <AnswerList
                key={kind}
                heading={{
                  title: capitalised(titles[kind]),
                  answeredAt: answers[kind]!.answered_at,
                  by: answers[kind]!.entered_by,
                }}
                answers={answers[kind]!.answers}
              />
            ))}
          </div>
        </details>
      )}
    </div>
  );
}
