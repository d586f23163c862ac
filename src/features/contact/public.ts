/** What other domains may use of the contact domain. */
export { contactMailSamples } from "./mail-samples";
