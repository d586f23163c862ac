// What the domains later in a session's life use of its registrations (the seats, the
// trainee's link, the registration mails): the only file of this folder they import.
export {
  acceptanceSchema,
  answersForm,
  cancellationSchema,
  emptyForm,
  handOverSchema,
  moveRequestSchema,
} from "./schema";
export { outcomeOf, traineeRequestFailure } from "./trainee-request";
export {
  lockRegistrationSession,
  moveRegistration,
  moveToRequestedSession,
  promoteFromWaitingList,
  handOverRegistration,
  takeOfferedPlace,
  type Move,
} from "./seat-ledger";
export {
  traineeDone,
  traineeProblems,
  type TraineeDone,
  type TraineeProblem,
} from "./trainee-problems";
export {
  seatHoldingStatuses,
  attendingStatuses,
  registrationStatuses,
  MAX_CANCEL_REASON,
  type RegistrationStatus,
} from "./constants";
export { registrationPrice } from "./registration-price";
export {
  registrationConfirmedMail,
  registrantInformedMail,
  sessionChangedMail,
  attachmentOf,
  AgreementParagraph,
  DocumentsParagraph,
  PageButton,
  placeHandedOverMail,
  traineeNoticeMail,
  type MailedAgreement,
  type MovedPrice,
  type TraineeLink,
  type TraineeNotice,
} from "./mails";
export {
  mailEach,
  withTraineeLink,
  otherRegistrant,
  mailConvocations,
  mailSessionRescheduled,
  type Registered,
} from "./status-mails";
export { factsOfMove, tellSeatFacts } from "./seat-facts";
export { traineeLink, tokenHashTarget, tokenTarget, revokeTraineeLinks } from "./trainee-link";
export {
  sessionCancelledMail,
  colleagueRegisteredMail,
  registrationConfirmationMail,
  registrationNotificationMail,
  type Trainee,
} from "./mails";
export {
  agreementOpen,
  evaluationOpen,
  answersBeforeOpen,
  cancellationDeadline,
  traineeRights,
} from "./trainee-rights";
export { registrationCount } from "./tables";
export {
  funderFileSchema,
  traineeProfileSchema,
  registrationStatusLabels,
  monthChoices,
  registrationStatusLabel,
} from "./admin-schema";
export { seatsLeft, offeredMoves, sessionState } from "./seats";

export { disabilityReferentText } from "./registration-text";
export type { TraineeOutcome } from "./trainee-request";
export {
  registrationFormValues,
  OTHER_PARTICIPANTS,
  participantEmailField,
  registrationSchema,
  type RegistrationInput,
} from "./schema";
export {
  CONFIRMATION_HOURS,
  confirmationExpired,
  DAILY_PEOPLE_CAP,
  sessionDailyCap,
} from "./opt-in";
export {
  colleaguesAskedText,
  registrationOutcomeText,
  personalPriceText,
} from "./registration-text";
export { seatsText, tallyOf, type RegistrationTally } from "./seats";
export {
  confirmRegistrants,
  sessionOpenToVisitors,
  registerTrainees,
  type RegistrationOutcome,
} from "./seat-ledger";
export { offerExpiry } from "./waiting-list-offer";
export { expireDueOffers } from "./offer-expiry";
export { queueDueReminders } from "./reminders";
export {
  recordAttendedMinutes,
  askToConfirm,
  noteCancellation,
  requestMove,
  declineMove,
  cancelSessionPlaces,
  markConvoked,
  recordFunderFileNumber,
  recordCompanyParty,
  recordTraineeStatus,
} from "./commands";
export {
  registrationMailSamples,
  sampleSession,
  sampleTrainee,
  sampleTraineeLink,
  SAMPLE_NOW,
} from "./mail-samples";
