// Values the tables (this domain's and others' tables.ts) and the browser read. This file imports
// nothing, so a tables.ts reads it without a cycle.

/**
 * The trainees' surveys: when a session ends ('à chaud'), and three months later ('à froid'); then
 * the other stakeholders' (Qualiopi indicator 30): the paying company and the trainer after a
 * session, each funder the provider lists once a year.
 */
const traineeSurveyKinds = ["end", "cold"] as const;
export const stakeholderKinds = ["company", "trainer", "funder"] as const;
export const surveyKinds = [...traineeSurveyKinds, ...stakeholderKinds] as const;
export type SurveyKind = (typeof surveyKinds)[number];
export type StakeholderKind = (typeof stakeholderKinds)[number];

/** When the 'à froid' survey leaves: this many days after the session's last day. */
export const COLD_SURVEY_DAYS = 90;

/** 'Les objectifs annoncés ont-ils été atteints ?', and 'Avez-vous mis en pratique… ?' */
export const objectiveAnswers = ["oui", "partiel", "non"] as const;

/** A publishable comment's moderation: waiting, approved for the formation page, or hidden. */
export const commentStatuses = ["pending", "approved", "hidden"] as const;

/** How long a survey link stays valid, and when the one reminder goes to those who did not answer. */
export const SURVEY_LINK_DAYS = 30;
export const SURVEY_REMINDER_DAYS = 7;

/**
 * A rating of 1 or 2 out of 5 calls for an action (Qualiopi indicator 32): the dashboard opens its
 * follow-up form, the home counts it, and the administrators' digest reports it.
 */
export const LOW_RATING_AT_MOST = 2;

/**
 * A funder is asked at most once a calendar year and this many days after its previous survey
 * (a contact asked in December is not asked again in January), on a working day from 9 h in
 * Paris (not at midnight on New Year's Day).
 */
export const FUNDER_SURVEY_GAP_DAYS = 300;
export const FUNDER_SURVEY_FROM_HOUR = 9;

/** The longest comment a trainee may leave. */
export const MAX_SURVEY_COMMENT = 2000;
