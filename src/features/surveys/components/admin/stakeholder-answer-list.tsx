import { Badge } from "@/components/ui/admin-list";
import { formatDateRange, formatDateTime } from "@/lib/dates";
import { degreeLabels, stakeholderAnswerLabels } from "../../answer-labels";
import type { StakeholderKind } from "../../constants";
import type { StakeholderAnswer } from "../../stakeholder-queries";
import { FollowUp, scoreTone } from "./answer-list";

/** What an answer is about: a session's formation, or for a funder the year asked. */
function subject(answer: StakeholderAnswer, kind: StakeholderKind): [string, string] {
  const who = `${stakeholderAnswerLabels[kind].who} ${answer.recipient}`;
  if (answer.formation_title && answer.start_date && answer.end_date)
    return [
      answer.formation_title,
      `Session ${formatDateRange(answer.start_date, answer.end_date, { lowercase: true })} · ${who}`,
    ];
  return [`Questionnaire ${answer.year}`, who];
}

/** One page of a company's, a trainer's or a funder's answers (Qualiopi indicator 30). */
export function StakeholderAnswerList({
  kind,
  rows,
}: {
  kind: StakeholderKind;
  rows: StakeholderAnswer[];
}) {
  const labels = stakeholderAnswerLabels[kind];
  return (
    <ul aria-label="Avis" className="mt-4 space-y-4">
      {rows.map((answer) => {
        const [title, detail] = subject(answer, kind);
        return (
          <li
            key={answer.id}
            className="rounded-3xl border border-ink/10 bg-white p-5 shadow-sm"
            data-testid="survey-answer"
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="font-semibold">{title}</h2>
                <p className="text-sm text-ink/70">
                  {detail} · répondu le {formatDateTime(answer.created_at)}
                </p>
              </div>
              <Badge tone={scoreTone(answer.overall)}>Satisfaction {answer.overall}/5</Badge>
            </div>
            <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
              {[
                [labels.met, degreeLabels[answer.met]],
                [labels.exchanges, `${answer.exchanges}/5`],
              ].map(([label, value]) => (
                <div key={label} className="flex gap-1">
                  <dt className="text-ink/70">{label} :</dt>
                  <dd className="font-semibold">{value}</dd>
                </div>
              ))}
            </dl>
            {answer.comment !== null ? (
              <blockquote className="mt-4 whitespace-pre-line rounded-2xl bg-ink/[0.03] p-4">
                {answer.comment}
              </blockquote>
            ) : null}
            <div className="mt-4 border-t border-ink/10 pt-4">
              <FollowUp answer={answer} of="stakeholder" />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
