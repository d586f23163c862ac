// What other domains may use of the surveys: the only file of this folder they import.
export { lowRatedAnswersPath, type AnswerSource } from "./answer-filters";
export { surveyMailSamples } from "./mail-samples";
export { readComputedYears, readTestimonials } from "./queries";
export type { ComputedYear } from "./results";
export { readRecentSatisfaction } from "./admin-queries";
export {
  lowRatedAnswer,
  lowRatedStakeholderAnswer,
  SATISFIED_FROM,
  satisfiedAnswer,
} from "./satisfaction";
export { LOW_RATING_AT_MOST, stakeholderKinds, type StakeholderKind } from "./constants";
export type { listFunders } from "./admin-queries";
export { queueDueSurveys } from "./collection";
export { queueLowRatingDigest } from "./low-rating-digest";
export type { HandledAnswer } from "./handled-effects";
