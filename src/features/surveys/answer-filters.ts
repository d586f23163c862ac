import { paths } from "@/config/paths";
import { readChoice, readListParams, searchParam } from "@/lib/list-params";
import { recordIdOf } from "@/lib/validation";
import type { StakeholderKind } from "./constants";

type SearchParams = Record<string, string | string[] | undefined>;

/** The overall ratings the list filters on: one score, or every answer under 3 (the ones to act on). */
export const ratingFilterLabels = {
  "5": "5 sur 5",
  "4": "4 sur 5",
  "3": "3 sur 5",
  "2": "2 sur 5",
  "1": "1 sur 5",
  "moins-de-3": "Moins de 3",
};
type RatingFilter = keyof typeof ratingFilterLabels;

/** Where an answer is in its follow-up (Qualiopi indicator 32), and its comment's moderation. */
export const followUpFilterLabels = {
  "a-traiter": "À traiter",
  traites: "Traités",
  "a-moderer": "Commentaire à modérer",
};
export type FollowUpFilter = keyof typeof followUpFilterLabels;

/** Whose answers the list shows: the trainees', or another stakeholder's (Qualiopi indicator 30). */
export const answerSourceLabels = {
  stagiaires: "Avis des stagiaires",
  entreprises: "Avis des entreprises",
  formateurs: "Avis des formateurs",
  financeurs: "Avis des financeurs",
};
export type AnswerSource = keyof typeof answerSourceLabels;

/** The stakeholder whose answers a source names; none for the trainees'. */
export const stakeholderOf: Record<AnswerSource, StakeholderKind | null> = {
  stagiaires: null,
  entreprises: "company",
  formateurs: "trainer",
  financeurs: "funder",
};

export interface AnswerFilters {
  page: number;
  source: AnswerSource;
  formationId: number | null;
  sessionId: number | null;
  /** The year its session ended, as the published results count it. */
  year: number | null;
  rating: RatingFilter | null;
  followUp: FollowUpFilter | null;
}

/** The answers' filters from the address (`?formation=3&annee=2026&note=moins-de-3`): unknown values mean no filter. */
export function readAnswerFilters(params: SearchParams): AnswerFilters {
  const year = Number(searchParam(params, "annee"));
  return {
    page: readListParams(params).page,
    source: readChoice(params, "de", answerSourceLabels) ?? "stagiaires",
    formationId: recordIdOf(searchParam(params, "formation")),
    sessionId: recordIdOf(searchParam(params, "session")),
    year: Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : null,
    rating: readChoice(params, "note", ratingFilterLabels),
    followUp: readChoice(params, "suivi", followUpFilterLabels),
  };
}

/** The filters as address parameters, for the pages and the export link. */
export function answerFilterParams(filters: AnswerFilters): Record<string, string> {
  return {
    de: filters.source === "stagiaires" ? "" : filters.source,
    formation: filters.formationId ? String(filters.formationId) : "",
    session: filters.sessionId ? String(filters.sessionId) : "",
    annee: filters.year ? String(filters.year) : "",
    note: filters.rating ?? "",
    suivi: filters.followUp ?? "",
  };
}

/** The id of an answer's card in the list, so that an address can lead to it. */
export const answerAnchor = (answerId: number) => `avis-${answerId}`;

/** The list filtered on an answer's session and rating, scrolled to the answer's card. */
export function answerAddress(answer: { id: number; session_id: number; overall: number }): string {
  const query = new URLSearchParams({
    session: String(answer.session_id),
    note: String(answer.overall),
  });
  return `${paths.surveyAnswers}?${query}#${answerAnchor(answer.id)}`;
}

/**
 * The low-rated answers whose action is still to note, the trainees' unless another audience is
 * named: what the home's figures and the digest open.
 */
export const lowRatedAnswersPath = (source: AnswerSource = "stagiaires") =>
  `${paths.surveyAnswers}?${source === "stagiaires" ? "" : `de=${source}&`}note=moins-de-3&suivi=a-traiter`;
