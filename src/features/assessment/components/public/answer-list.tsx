import { formatDateTime } from "@/lib/dates";
import type { QuestionnaireAnswer } from "../../constants";

/**
 * Answers as staff and the trainer read them: each question, then what was said; under a title
 * with its day, unless the page around says it (a quote request's).
 */
export function AnswerList({
  heading,
  answers,
}: {
  /** The answers' title and day, and who entered them when not the trainee. */
  heading?: { title: string; answeredAt: Date; by?: string | null };
  answers: readonly QuestionnaireAnswer[];
}) {
  return (
    <div className="text-sm">
      {heading && (
        <p className="mb-1 font-semibold">
          {heading.title}{" "}
          <span className="font-normal text-ink/70">
            · le {formatDateTime(heading.answeredAt)}
            {heading.by ? `, saisie par ${heading.by}` : ""}
          </span>
        </p>
      )}
      <dl className="space-y-1">
        {answers.map((answer) => (
          <div key={answer.question}>
            <dt className="text-ink/70">{answer.question}</dt>
            <dd className="whitespace-pre-line">
              {answer.kind === "scale" ? `${answer.answer} sur 5` : answer.answer}
              {answer.correct === undefined ? null : answer.correct ? (
                <span className="font-semibold text-brand-green-ink"> · bonne réponse</span>
              ) : (
                <span className="font-semibold text-brand-pink-ink"> · mauvaise réponse</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
