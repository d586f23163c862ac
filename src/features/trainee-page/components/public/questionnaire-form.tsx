import { buttonClassName } from "@/components/ui/button";
import {
  answerField,
  answeredByQuestion,
  QuestionFields,
  type TraineeAnswers,
  type TraineeQuestionnaire,
} from "@/features/assessment/public";
import { type PositioningQuestion } from "@/features/formations/public";
import { formatDateTime } from "@/lib/dates";
import { actions } from "astro:actions";
import { LinkForm } from "@/components/ui/link-page";

/**
 * One questionnaire of the trainee's page as a plain post, with or without JavaScript: its
 * questions filled in with what was answered before, and when that was.
 */
export function QuestionnaireForm({
  token,
  questionnaire,
  title,
  intro,
  questions,
  answers,
  submit,
}: {
  token: string;
  questionnaire: TraineeQuestionnaire;
  title: string;
  intro?: string;
  questions: readonly PositioningQuestion[];
  answers: TraineeAnswers;
  submit: string;
}) {
  const answered = answers[questionnaire];
  return (
    <LinkForm
      action={actions.answerAsTrainee}
      token={token}
      className="mt-6 space-y-5 rounded-2xl border border-ink/10 p-4"
      data-testid={`${questionnaire.replace("_", "-")}-form`}
    >
      <input type="hidden" name="questionnaire" value={questionnaire} />
      <h3 className="font-display text-lg font-bold">{title}</h3>
      {intro && <p className="text-sm text-ink/80">{intro}</p>}
      {answered && (
        <p className="text-sm font-semibold text-brand-green-ink">
          Réponses reçues le {formatDateTime(answered.answered_at)} : vous pouvez les modifier.
        </p>
      )}
      <QuestionFields
        questions={questions}
        field={answerField}
        idPrefix={questionnaire}
        answered={answeredByQuestion(answered)}
      />
      <button type="submit" className={buttonClassName({ variant: "outline" })}>
        {submit}
      </button>
    </LinkForm>
  );
}
