// What the domains later in a session's life use of its conventions and contracts: the only
// file of this folder they import.
export { agreementProvider, otherSigner, type AgreementContent } from "./content";
export { readStamp } from "./provider-stamp";
export {
  releaseAgreements,
  supersedeSessionAgreements,
  agreementFileOf,
  currentAgreement,
} from "./documents";
export {
  mailAgreement,
  mailConfirmed,
  mailSessionChanged,
  mailPlaceTakenOver,
} from "./document-mails";

export { AgreementPart } from "./components/public/agreement-part";
export { acceptShownAgreement, shownAgreement, type ShownAgreement } from "./acceptance";
export { agreementMailSamples } from "./mail-samples";
