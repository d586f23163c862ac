// What other domains may use of the accounts: the only file of this folder they import.
export { initials } from "./initials";
export { accountMailSamples } from "./mail-samples";
