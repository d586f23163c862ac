/**
 * A formation's year as its sessions and surveys count it (RNQ indicator 2): the sessions that
 * ended that year, their trainees and the answers to their surveys.
 */
export interface SurveyTally {
  year: number;
  /** Trainees marked present. */
  present: number;
  /** Trainees confirmed or present: those expected to attend. */
  enrolled: number;
  /** Surveys sent, and answered; answers with an overall satisfaction of 4 or 5. */
  invited: number;
  answers: number;
  satisfied: number;
  /** The months (1–12) of the first and last session with an answer. */
  first_month: number | null;
  last_month: number | null;
}

/** A year's figures computed from the surveys, with what they rest on. */
export interface ComputedYear {
  year: number;
  trainees: number;
  satisfaction_rate: number | null;
  completion_rate: number | null;
  responses: number;
  response_rate: number | null;
  months: readonly [number, number] | null;
}

/** A whole percentage, rounded half up: 2 of 3 is 67 %, 1 of 8 is 13 %. */
const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((100 * part) / whole));

/**
 * The published figures of a year: satisfaction is the share of answers rating the formation 4
 * or 5; completion the share of trainees expected who attended; both absent without their basis.
 */
export function computedYear(tally: SurveyTally): ComputedYear {
  return {
    year: tally.year,
    trainees: tally.present,
    satisfaction_rate: percent(tally.satisfied, tally.answers),
    completion_rate: percent(tally.present, tally.enrolled),
    responses: tally.answers,
    response_rate: percent(tally.answers, tally.invited),
    months: tally.first_month !== null && tally.last_month !== null ? [tally.first_month, tally.last_month] : null,
  };
}

/** A session's surveys, as its dashboard page sums them up. */
export interface SessionSurveyStats {
  invited: number;
  answers: number;
  /** Average scores out of 5, null without answers. */
  overall: number | null;
  trainer: number | null;
  content: number | null;
  organisation: number | null;
}

const score = (value: number | null) => (value === null ? "—" : value.toLocaleString("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

/** 'Questionnaires : 9 réponses sur 12 (75 %). Moyennes sur 5 : …', or null before any survey left. */
export function sessionSurveyText(stats: SessionSurveyStats): string | null {
  if (stats.invited === 0) return null;
  const answered = `${stats.answers.toLocaleString("fr-FR")} réponse${stats.answers > 1 ? "s" : ""} sur ${stats.invited.toLocaleString("fr-FR")} (${percent(stats.answers, stats.invited)}\u00a0%)`;
  if (stats.answers === 0) return `Questionnaires de satisfaction : ${answered}.`;
  return `Questionnaires de satisfaction : ${answered}. Moyennes sur 5 : ensemble ${score(stats.overall)} · formateur ${score(stats.trainer)} · contenu ${score(stats.content)} · organisation ${score(stats.organisation)}.`;
}

/** A comment shown on its formation's page: anonymous, with its rating and its session's end. */
export interface Testimonial {
  id: number;
  comment: string;
  overall: number;
  end_date: string;
}
