import type { MailSample } from "@/server/mail/message";
import { agreementMailSamples } from "@/features/agreements/public";
import { attendanceMailSamples } from "@/features/attendance/public";
import { certificateMailSamples } from "@/features/certificates/public";
import { registrationMailSamples } from "@/features/registrations/public";

/** The mails of a session's life, in the order staff meet them (each domain makes its own). */
const ORDER = [
  "inscription-confirmer",
  "inscription-notification",
  "inscription-collegue",
  "place-liberee",
  "place-non-retenue",
  "inscription-confirmee",
  "document-formation",
  "convention-a-signer",
  "convention-signee",
  "remplacement-stagiaire",
  "inscription-confirmee-inscripteur",
  "inscription-annulee",
  "certificats-formation",
  "attestation-formation",
  "convocation",
  "convocation-distance",
  "convocation-mise-a-jour",
  "session-modifiee",
  "lien-formateur",
  "rappel-7-jours",
  "rappel-veille-distance",
  "place-cedee",
  "changement-session",
  "annulation-stagiaire",
  "session-annulee",
] as const;

const samples = new Map(
  [
    ...registrationMailSamples,
    ...agreementMailSamples,
    ...certificateMailSamples,
    ...attendanceMailSamples,
  ].map((sample) => [sample.id, sample]),
);

/** The registration and session mails, with sample data, for the preview page and the template tests. */
export const sessionMailSamples: MailSample[] = ORDER.map((id) => samples.get(id)!);
