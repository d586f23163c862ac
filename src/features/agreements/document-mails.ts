import "server-only";
import {
  type MailedAgreement,
  registrationConfirmedMail,
  registrantInformedMail,
  type MovedPrice,
  sessionChangedMail,
  Registered,
  mailEach,
  otherRegistrant,
  traineeLink,
} from "@/features/registrations/public";
import { type Agreement, issueAgreement, agreementAttachment, currentAgreement } from "./documents";
import { type Transaction } from "@/db/client";
import { type SiteConfig } from "@/config/site";
import { ActionRefused } from "@/server/action-result";
import { otherSigner, traineesNamed } from "./content";
import {
  type ConventionSigner,
  conventionToSignMail,
  conventionSignedMail,
  conventionPlaceTakenOverMail,
  agreementMail,
  agreementAcceptedMail,
} from "./mails";
import { type RegisteredSession } from "@/features/sessions/public";
import { type MailMessage } from "@/server/mail/message";
import { signatoryLink } from "./convention-party";
import { parisDay } from "@/lib/dates";
import { withdrawalDeadline } from "@/lib/training-law";
import { withinMailQuota } from "@/server/mail/recipient-quota";
import type { MailAttachment } from "@/lib/mail-attachment";

/** What the trainee's mail says of the place's document, and the document itself, as issued. */
type IssuedAgreement = MailedAgreement & { document: Agreement };

/**
 * The place's convention or contract, issued if need be, as the trainee's mail speaks of it: the
 * file is joined, and marked sent, when the trainee signs it; a convention someone else signs
 * for the company is only named (it lists colleagues and commits the company). One that cannot be
 * issued refuses staff's action that would send it, which changes nothing; but a place is
 * confirmed before its company's details come (`companyMayWait`): its mail says the convention
 * follows.
 */
async function mailedAgreement(
  tx: Transaction,
  config: SiteConfig,
  trainee: Registered,
  now: Date,
  options: { companyMayWait: true },
): Promise<IssuedAgreement | "awaited" | null>;
async function mailedAgreement(
  tx: Transaction,
  config: SiteConfig,
  trainee: Registered,
  now: Date,
): Promise<IssuedAgreement | null>;
async function mailedAgreement(
  tx: Transaction,
  config: SiteConfig,
  trainee: Registered,
  now: Date,
  options?: { companyMayWait: true },
): Promise<IssuedAgreement | "awaited" | null> {
  const agreement = await issueAgreement(tx, config, trainee.id, now);
  if (agreement && "refused" in agreement) {
    if (agreement.awaitsCompany && options?.companyMayWait) return "awaited";
    throw new ActionRefused({ ok: false, status: 409, error: agreement.refused });
  }
  if (!agreement) return null;
  const signedBy = otherSigner(agreement.content, trainee.email);
  return {
    kind: agreement.kind,
    trainees: traineesNamed(agreement.content).map((named) => named.name),
    attachment: signedBy ? null : await agreementAttachment(tx, agreement, now),
    acceptedAt: agreement.accepted_at,
    signedBy: signedBy && { name: signedBy.name, email: signedBy.email },
    company: agreement.content.company,
    document: agreement,
  };
}

/** The convention's signatory, when it is not the trainee. */
const signerOf = (agreement: MailedAgreement): ConventionSigner | null =>
  agreement.signedBy
    ? { ...agreement.signedBy, company: agreement.company ?? "", trainees: agreement.trainees }
    : null;

/** The convention as its signatory's mail carries it: their page's link and the file. */
interface ToSignatory {
  signer: ConventionSigner;
  page: string;
  file: MailAttachment;
}

/** The signatory's copy of the convention: their page's link (made now) and the file, marked sent. */
async function signatoryCopy(
  tx: Transaction,
  config: SiteConfig,
  trainee: Registered,
  signer: ConventionSigner,
  agreement: IssuedAgreement,
  now: Date,
): Promise<ToSignatory> {
  const page = await signatoryLink(
    tx,
    config,
    { id: trainee.id, signatory_email: signer.email },
    now,
  );
  return { signer, page, file: await agreementAttachment(tx, agreement.document, now) };
}

/**
 * With a mail that speaks of a convention still to accept: the convention for its signatory,
 * when it is not the trainee, with their link. Once per convention: a change that confirms or
 * moves several of its trainees, one after the other, mails it to its signatory only while it is
 * unsent; staff's « Envoyer le document » sends it again (`resend`).
 */
async function forSignatory(
  tx: Transaction,
  config: SiteConfig,
  trainee: Registered,
  agreement: IssuedAgreement | "awaited" | null,
  { now, resend }: { now: Date; resend: boolean },
): Promise<ToSignatory | null> {
  const signer =
    agreement && agreement !== "awaited" && !agreement.acceptedAt && signerOf(agreement);
  if (!signer || (!resend && agreement.document.sent_at)) return null;
  return signatoryCopy(tx, config, trainee, signer, agreement, now);
}

const signatoryMails = (
  config: SiteConfig,
  session: RegisteredSession,
  to: ToSignatory | null,
): MailMessage[] =>
  to ? [conventionToSignMail(config, to.signer, session, to.page, to.file)] : [];

/**
 * 'Inscription confirmée' to each trainee staff confirmed, with their convention or contract,
 * and a word to their registrant.
 */
export async function mailConfirmed(
  tx: Transaction,
  config: SiteConfig,
  ids: readonly number[],
  now: Date,
): Promise<void> {
  await mailEach(tx, ids, {
    prepare: async (trainee, session) => {
      const link = await traineeLink(tx, config, trainee, session, now);
      const agreement = await mailedAgreement(tx, config, trainee, now, { companyMayWait: true });
      const toSignatory = await forSignatory(tx, config, trainee, agreement, {
        now,
        resend: false,
      });
      return { link, agreement, toSignatory };
    },
    render: (trainee, session, { link, agreement, toSignatory }) => {
      const by = otherRegistrant(trainee);
      return [
        ...signatoryMails(config, session, toSignatory),
        registrationConfirmedMail(
          config,
          trainee,
          session,
          link,
          agreement,
          // Confirmed from the first day on, the page no longer asks what comes before.
          parisDay(now) < session.start_date,
        ),
        ...(by
          ? [registrantInformedMail(config, by, trainee.trainee_name, session, "confirmed")]
          : []),
      ];
    },
  });
}

/**
 * Staff's 'Envoyer le document': the place's convention or contract, issued if need be, to whoever
 * signs it; false when its payer signs none here.
 */
export async function mailAgreement(
  tx: Transaction,
  config: SiteConfig,
  id: number,
  now: Date,
): Promise<boolean> {
  let sent = false;
  await mailEach(tx, [id], {
    prepare: async (trainee, session) => {
      const agreement = await mailedAgreement(tx, config, trainee, now);
      if (!agreement) return null;
      sent = true;
      if (agreement.signedBy) {
        const signatory = await forSignatory(tx, config, trainee, agreement, {
          now,
          resend: true,
        });
        return { to: "signatory", signatory } as const;
      }
      const link = await traineeLink(tx, config, trainee, session, now);
      return { to: "trainee", agreement, link } as const;
    },
    render: (trainee, session, facts) => {
      if (!facts) return [];
      if (facts.to === "signatory") return signatoryMails(config, session, facts.signatory);
      return [agreementMail(config, trainee, session, facts.link, facts.agreement)];
    },
  });
  return sent;
}

/** The document just accepted, with its evidence page, to the person who accepted it. */
export async function mailAcceptedAgreement(
  tx: Transaction,
  config: SiteConfig,
  id: number,
  now: Date,
): Promise<void> {
  await mailEach(tx, [id], {
    prepare: async (trainee, session) => {
      const agreement = await mailedAgreement(tx, config, trainee, now);
      if (!agreement?.acceptedAt) return null;
      const acceptedAt = agreement.acceptedAt;
      const signer = signerOf(agreement);
      if (signer) {
        const copy = await signatoryCopy(tx, config, trainee, signer, agreement, now);
        return { to: "signatory", copy, acceptedAt } as const;
      }
      if (!agreement.attachment) return null;
      const link = await traineeLink(tx, config, trainee, session, now);
      const attachment = agreement.attachment;
      return { to: "trainee", agreement, attachment, acceptedAt, link } as const;
    },
    render: (trainee, session, facts) => {
      if (!facts) return [];
      if (facts.to === "signatory")
        return [
          conventionSignedMail(config, facts.copy.signer, session, facts.copy.page, {
            attachment: facts.copy.file,
            acceptedAt: facts.acceptedAt,
          }),
        ];
      const { agreement, attachment, acceptedAt, link } = facts;
      const signedDay = parisDay(acceptedAt);
      return [
        agreementAcceptedMail(config, trainee, session, link, {
          ...agreement,
          attachment,
          acceptedAt,
          withdrawalUntil: agreement.kind === "contract" ? withdrawalDeadline(signedDay) : null,
        }),
      ];
    },
  });
}

/**
 * After a hand-over, to the signatory of the company's convention when it is someone else than
 * who left: a convention not yet accepted goes to them anew, naming the colleague; an accepted
 * one stays in force, and they are told of the replacement (within the quota of mails a trainee
 * can cause to an address, a chain of hand-overs being theirs to make).
 */
export async function mailPlaceTakenOver(
  tx: Transaction,
  config: SiteConfig,
  id: number,
  from: { name: string; email: string },
  now: Date,
): Promise<void> {
  await mailEach(tx, [id], {
    prepare: async (trainee) => {
      // Only a convention stays with the place; a contract left with its trainee.
      if ((await currentAgreement(tx, trainee.id))?.kind !== "convention") return null;
      const agreement = await mailedAgreement(tx, config, trainee, now, { companyMayWait: true });
      if (agreement === null || agreement === "awaited") return null;
      const signer = agreement.signedBy;
      if (!signer || signer.email.toLowerCase() === from.email.toLowerCase()) return null;
      if (!agreement.acceptedAt) {
        const signatory = await forSignatory(tx, config, trainee, agreement, {
          now,
          resend: false,
        });
        return { to: "signatory", signatory } as const;
      }
      if (!(await withinMailQuota(tx, "acknowledgement", signer.email, now.getTime()))) return null;
      return { to: "replacement", signer, agreement, acceptedAt: agreement.acceptedAt } as const;
    },
    render: (trainee, session, facts) => {
      if (!facts) return [];
      if (facts.to === "signatory") return signatoryMails(config, session, facts.signatory);
      return [
        conventionPlaceTakenOverMail(config, facts.signer, session, {
          from: from.name,
          to: { name: trainee.trainee_name, email: trainee.email },
          number: facts.agreement.document.number,
          acceptedAt: facts.acceptedAt,
        }),
      ];
    },
  });
}

/**
 * To a trainee staff moved to the session they asked for: the new dates, the price when it is
 * not the one the place had, their page and calendar entry.
 */
export async function mailSessionChanged(
  tx: Transaction,
  config: SiteConfig,
  id: number,
  { waiting, price }: { waiting: boolean; price: MovedPrice },
  now: Date,
): Promise<void> {
  await mailEach(tx, [id], {
    prepare: async (trainee, session) => {
      // A confirmed place stays confirmed there: its document for the new dates comes with it.
      const agreement =
        trainee.status === "confirmed"
          ? await mailedAgreement(tx, config, trainee, now, { companyMayWait: true })
          : null;
      const toSignatory = await forSignatory(tx, config, trainee, agreement, {
        now,
        resend: false,
      });
      return { agreement, toSignatory, link: await traineeLink(tx, config, trainee, session, now) };
    },
    render: (trainee, session, { agreement, toSignatory, link }) => [
      ...signatoryMails(config, session, toSignatory),
      sessionChangedMail(config, trainee, session, { waiting, price, link, agreement }),
    ],
  });
}
