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
  /**
   * Those expected, each counted by the share of the planned hours their attendance records
   * (a trainee absent every afternoon counts one half); one each when marked present before the
   * attendance was taken per half-day.
   */
  attended: number;
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
const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((100 * part) / whole);

/**
 * The published figures of a year: satisfaction is the share of answers rating the formation 4
 * or 5; completion the share of trainees expected who attended, by the hours their attendance
 * records; both absent without their basis.
 */
export function computedYear(tally: SurveyTally): ComputedYear {
  return {
    year: tally.year,
    trainees: tally.present,
    satisfaction_rate: percent(tally.satisfied, tally.answers),
    completion_rate: percent(tally.attended, tally.enrolled),
    responses: tally.answers,
    response_rate: percent(tally.answers, tally.invited),
    months:
      tally.first_month !== null && tally.last_month !== null
        ? [tally.first_month, tally.last_month]
        : null,
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
  /** The 'à froid' surveys: sent, answered, and how many put the formation into practice, partly or not. */
  followups: number;
  followup_answers: number;
  applied: number;
  partly_applied: number;
  not_applied: number;
}

const score = (value: number | null) =>
  value === null
    ? "—"
    : value.toLocaleString("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** '9 réponses sur 12 (75 %)'. */
const answeredOf = (answers: number, sent: number) =>
  `${answers.toLocaleString("fr-FR")} réponse${answers > 1 ? "s" : ""} sur ${sent.toLocaleString("fr-FR")} (${percent(answers, sent)}\u00a0%)`;

/**
 * 'Questionnaires de satisfaction : 9 réponses sur 12 (75 %). Moyennes sur 5 : …', then the 'à
 * froid' surveys once sent; null before any survey left.
 */
export function sessionSurveyText(stats: SessionSurveyStats): string | null {
  if (stats.invited === 0 && stats.followups === 0) return null;
  // A session older than the surveys sent its trainees only the 'à froid' one.
  const answered =
    stats.invited === 0
      ? ""
      : `Questionnaires de satisfaction : ${answeredOf(stats.answers, stats.invited)}.`;
  const averages =
    stats.answers === 0
      ? ""
      : ` Moyennes sur 5 : ensemble ${score(stats.overall)} · formateur ${score(stats.trainer)} · contenu ${score(stats.content)} · organisation ${score(stats.organisation)}.`;
  const followups =
    stats.followups === 0
      ? ""
      : ` Questionnaires à froid : ${answeredOf(stats.followup_answers, stats.followups)}${
          stats.followup_answers === 0
            ? ""
            : `, mis en pratique : oui ${stats.applied} · en partie ${stats.partly_applied} · non ${stats.not_applied}`
        }.`;
  return (answered + averages + followups).trim();
}

/** A comment shown on its formation's page: anonymous, with its rating and its session's end. */
export interface Testimonial {
  id: number;
  comment: string;
  overall: number;
  end_date: string;
}
