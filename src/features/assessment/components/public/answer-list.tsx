import { formatDateTime } from "@/lib/dates";
import type { QuestionnaireAnswer } from "../../constants";

/** Answers as staff and the trainer read them: each question, then what the trainee said. */
export function AnswerList({
  title,
  answers,
  answeredAt,
}: {
  title: string;
  answers: readonly QuestionnaireAnswer[];
  answeredAt: Date;
}) {
  return (
    <div className="text-sm">
      <p className="font-semibold">
        {title} <span className="font-normal text-ink/70">· le {formatDateTime(answeredAt)}</span>
      </p>
      <dl className="mt-1 space-y-1">
        {answers.map((answer) => (
          <div key={answer.question}>
            <dt className="text-ink/70">{answer.question}</dt>
            <dd className="whitespace-pre-line">
              {answer.kind === "scale" ? `${answer.answer} sur 5` : answer.answer}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
