import { Badge } from "@/components/ui/admin-list";
import { formatDateRange, formatDateTime } from "@/lib/dates";
import { commentStatusLabel, objectiveLabels } from "../../answer-labels";
import type { ListedAnswer } from "../../admin-queries";
import { answerAnchor } from "../../answer-filters";
import { LOW_RATING_AT_MOST } from "../../constants";
import { CommentModeration, HandleAnswerForm } from "./answer-follow-up";

/** A satisfaction badge's colour: green from 4, yellow at 3, pink below. */
export const scoreTone = (overall: number) =>
  overall >= 4 ? "green" : overall === 3 ? "yellow" : "pink";

/** The scores of an answer besides the overall one, as label and value pairs. */
function details(answer: ListedAnswer): [string, string][] {
  return [
    ["Objectifs", objectiveLabels[answer.objectives]],
    ["Formateur", `${answer.trainer}/5`],
    ["Contenu", `${answer.content}/5`],
    ["Organisation", `${answer.organisation}/5`],
    ["Recommande", answer.recommends ? "Oui" : "Non"],
  ];
}

/** What a follow-up shows of an answer, whoever gave it. */
interface Followed {
  id: number;
  overall: number;
  handled_at: Date | null;
  handled_by_name: string | null;
  action_note: string | null;
}

/**
 * What was done about an answer, or the form that records it: open on a low-rated answer, which
 * calls for an action, folded on the others.
 */
export function FollowUp({ answer, of }: { answer: Followed; of: "trainee" | "stakeholder" }) {
  if (!answer.handled_at) {
    return (
      <details open={answer.overall <= LOW_RATING_AT_MOST} className="group">
        <summary className="cursor-pointer text-sm font-semibold text-brand-blue-ink underline-offset-4 hover:underline group-open:mb-3">
          Noter l&apos;action menée
        </summary>
        <HandleAnswerForm id={answer.id} of={of} />
      </details>
    );
  }
  return (
    <div className="text-sm">
      <p>
        <Badge tone="green">Traité</Badge> le {formatDateTime(answer.handled_at)}
        {answer.handled_by_name ? ` par ${answer.handled_by_name}` : ""}
      </p>
      <p className="mt-2 whitespace-pre-line">{answer.action_note}</p>
    </div>
  );
}

/** One page of answers: scores, comment and its moderation, and the follow-up of each. */
export function AnswerList({ rows }: { rows: ListedAnswer[] }) {
  return (
    <ul aria-label="Avis" className="mt-4 space-y-4">
      {rows.map((answer) => {
        const commentStatus = commentStatusLabel(answer);
        return (
          <li
            key={answer.id}
            // The administrators' low-rating digest links to each answer by this anchor.
            id={answerAnchor(answer.id)}
            className="scroll-mt-24 rounded-3xl border border-ink/10 bg-white p-5 shadow-sm"
            data-testid="survey-answer"
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="font-semibold">{answer.formation_title}</h2>
                <p className="text-sm text-ink/70">
                  Session {formatDateRange(answer.start_date, answer.end_date, { lowercase: true })}{" "}
                  · {answer.trainee_name} · répondu le {formatDateTime(answer.created_at)}
                </p>
              </div>
              <Badge tone={scoreTone(answer.overall)}>Satisfaction {answer.overall}/5</Badge>
            </div>
            <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
              {details(answer).map(([label, value]) => (
                <div key={label} className="flex gap-1">
                  <dt className="text-ink/70">{label} :</dt>
                  <dd className="font-semibold">{value}</dd>
                </div>
              ))}
            </dl>
            {answer.comment !== null ? (
              <div className="mt-4 rounded-2xl bg-ink/[0.03] p-4">
                <blockquote className="whitespace-pre-line">{answer.comment}</blockquote>
                <div className="mt-3 flex flex-wrap items-center gap-3">
                  <Badge
                    tone={
                      commentStatus === "Publié"
                        ? "green"
                        : commentStatus === "À modérer"
                          ? "yellow"
                          : "gray"
                    }
                  >
                    {commentStatus}
                  </Badge>
                  {answer.publish_consent ? (
                    <CommentModeration id={answer.id} status={answer.comment_status} />
                  ) : null}
                </div>
              </div>
            ) : null}
            <div className="mt-4 border-t border-ink/10 pt-4">
              <FollowUp answer={answer} of="trainee" />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
