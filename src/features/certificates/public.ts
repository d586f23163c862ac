// What the screens and the start-up use of the certificates: the only file of this folder
// they import.
export {
  reissueCertificates,
  issueDemoCertificates,
  attestationIssued,
  certificatesOf,
  issueReadyCertificates,
  issueDueCertificates,
  certificatesAwaited,
} from "./certificates";
export { certificateFile, renderCertificate, type CertificateContent } from "./pdf";
export { certificatesMail } from "./mails";
export { certificateMailSamples } from "./mail-samples";
