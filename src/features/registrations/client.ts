export {
  OTHER_PARTICIPANTS,
  participantEmailField,
  participantFirstNameField,
  participantLastNameField,
} from "./schema";
export {
  CONFIRMATION_NOTE,
  CPF_NOTE,
  MON_COMPTE_FORMATION,
  PERSONAL_PAYER_RIGHTS,
  registrationSentText,
} from "./registration-text";
