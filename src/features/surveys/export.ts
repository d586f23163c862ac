import "server-only";
import { formatDateRange, formatDateTime } from "@/lib/dates";
import { csvStream } from "@/lib/csv";
import { formalName } from "@/lib/person-name";
import {
  commentStatusLabel,
  degreeLabels,
  objectiveLabels,
  stakeholderAnswerLabels,
} from "./answer-labels";
import type { ListedAnswer } from "./admin-queries";
import type { StakeholderKind } from "./constants";
import type { StakeholderAnswer } from "./stakeholder-queries";

const header = [
  "Date de réponse",
  "Formation",
  "Session",
  "Stagiaire",
  "Satisfaction globale (sur 5)",
  "Objectifs",
  "Formateur (sur 5)",
  "Contenu (sur 5)",
  "Organisation (sur 5)",
  "Recommande",
  "Commentaire",
  "Publication du commentaire",
  "Traité le",
  "Traité par",
  "Action menée",
];

/**
 * The answers as a spreadsheet, one per row, written as their pages are read: the indicator 30
 * and 32 evidence an auditor asks for.
 */
export function answersCsv(pages: AsyncIterator<readonly ListedAnswer[]>) {
  return csvStream(header, pages, (answer) => [
    formatDateTime(answer.created_at),
    answer.formation_title,
    formatDateRange(answer.start_date, answer.end_date),
    formalName(answer),
    answer.overall,
    objectiveLabels[answer.objectives],
    answer.trainer,
    answer.content,
    answer.organisation,
    answer.recommends ? "Oui" : "Non",
    answer.comment,
    commentStatusLabel(answer),
    answer.handled_at ? formatDateTime(answer.handled_at) : "",
    answer.handled_by_name,
    answer.action_note,
  ]);
}

/** A company's, a trainer's or a funder's answers as a spreadsheet, one per row (indicator 30). */
export function stakeholderAnswersCsv(
  kind: StakeholderKind,
  pages: AsyncIterator<readonly StakeholderAnswer[]>,
) {
  const labels = stakeholderAnswerLabels[kind];
  return csvStream(
    [
      "Date de réponse",
      labels.who,
      "Formation",
      "Session",
      "Année",
      "Satisfaction globale (sur 5)",
      labels.met,
      `${labels.exchanges} (sur 5)`,
      "Commentaire",
    ],
    pages,
    (answer) => [
      formatDateTime(answer.created_at),
      answer.recipient,
      answer.formation_title,
      answer.start_date && answer.end_date
        ? formatDateRange(answer.start_date, answer.end_date)
        : "",
      answer.year,
      answer.overall,
      degreeLabels[answer.met],
      answer.exchanges,
      answer.comment,
    ],
  );
}
