import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { SiteConfig } from "@/config/site";
import type { Transaction } from "@/db/client";
import { formations, registrations, trainingSessions } from "@/db/schema";
import { ActionRefused } from "@/server/action-result";
import { enqueueMails } from "@/server/mail/outbox";
import { withinMailQuota } from "@/server/mail/recipient-quota";
import type { MailMessage } from "@/server/mail/message";
import {
  agreementAttachment,
  currentAgreement,
  issueAgreement,
  type Agreement,
} from "./agreements";
import { otherSigner, traineesNamed } from "./agreement-content";
import { promotedMail, type RegisteredSession } from "./mails";
import { calendarAttachment } from "./registration-calendar";
import type { SessionChanges } from "./session-changes";
import { registeredSession, registrationPrice } from "./registered-session";
import type { ReminderDays } from "./reminder-schedule";
import { traineeLink } from "./trainee-link";
import { signatoryLink } from "./convention-party";
import {
  conventionPlaceTakenOverMail,
  conventionSignedMail,
  conventionToSignMail,
  type ConventionSigner,
} from "./convention-mails";
import type { MailAttachment } from "@/lib/mail-attachment";
import { parisDay } from "@/lib/dates";
import { withdrawalDeadline, type CertificateKind } from "@/lib/training-law";
import {
  agreementMail,
  certificatesMail,
  convocationMail,
  offerExpiredMail,
  registrantInformedMail,
  registrationCancelledMail,
  registrationConfirmedMail,
  sessionChangedMail,
  sessionReminderMail,
  sessionRescheduledMail,
  type CancelledBy,
  agreementAcceptedMail,
  type MailedAgreement,
  type MovedPrice,
} from "./trainee-mails";

/**
 * The mails a change of a registration's status sends, queued in the change's transaction: to
 * the trainee, with their page and calendar entry, and to whoever registered them when that was
 * someone else.
 */

const registrant = alias(registrations, "registrant");

/** The trainees of `ids`, each with the colleague who registered them, if any. */
async function traineesOf(tx: Transaction, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: registrations.id,
      sessionId: registrations.session_id,
      trainee_name: registrations.trainee_name,
      email: registrations.email,
      status: registrations.status,
      payer: registrations.payer,
      offer_expires_at: registrations.offer_expires_at,
      convoked_at: registrations.convoked_at,
      price: registrationPrice,
      registrant: {
        trainee_name: registrant.trainee_name,
        email: registrant.email,
        handed_over_from: registrant.handed_over_from,
      },
    })
    .from(registrations)
    .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.session_id))
    .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
    .leftJoin(registrant, eq(registrant.id, registrations.registrant_id))
    .where(inArray(registrations.id, [...ids]))
    .orderBy(registrations.id);
}

/** Reads each session once, however many trainees it has. */
function sessionReader(tx: Transaction) {
  const sessions = new Map<number, Promise<RegisteredSession>>();
  return (id: number) => {
    if (!sessions.has(id)) sessions.set(id, registeredSession(tx, id));
    return sessions.get(id)!;
  };
}

/** A trainee's mail, and their registrant's when someone else registered them at another address. */
async function mailEach(
  tx: Transaction,
  ids: readonly number[],
  build: (
    trainee: Awaited<ReturnType<typeof traineesOf>>[number],
    session: RegisteredSession,
  ) => Promise<MailMessage[]>,
): Promise<void> {
  const session = sessionReader(tx);
  const mails: MailMessage[] = [];
  // Each mail states the trainee's own place's price, which staff may have kept through a move.
  for (const trainee of await traineesOf(tx, ids))
    mails.push(
      ...(await build(trainee, {
        ...(await session(trainee.sessionId)),
        price_no_tax: trainee.price,
      })),
    );
  await enqueueMails(tx, mails);
}

/**
 * Whoever registered the trainee, when it was someone else at another address and they still
 * hold that registration (one handed over went to someone who registered nobody).
 */
function otherRegistrant(trainee: Registered) {
  const { registrant } = trainee;
  return registrant &&
    registrant.handed_over_from === null &&
    registrant.email.toLowerCase() !== trainee.email.toLowerCase()
    ? registrant
    : null;
}

type Registered = Awaited<ReturnType<typeof traineesOf>>[number];

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

/**
 * With a mail that speaks of a convention still to accept: the convention to its signatory, when
 * it is not the trainee, with their link. Once per convention: a change that confirms or moves
 * several of its trainees, one after the other, mails it to its signatory only while it is unsent;
 * staff's « Envoyer le document » sends it again (`resend`).
 */
async function signatoryMails(
  tx: Transaction,
  config: SiteConfig,
  trainee: Registered,
  session: RegisteredSession,
  agreement: IssuedAgreement | "awaited" | null,
  { now, resend }: { now: Date; resend: boolean },
): Promise<MailMessage[]> {
  const signer =
    agreement && agreement !== "awaited" && !agreement.acceptedAt && signerOf(agreement);
  if (!signer || (!resend && agreement.document.sent_at)) return [];
  const page = await signatoryLink(
    tx,
    config,
    { id: trainee.id, signatory_email: signer.email },
    now,
  );
  const file = await agreementAttachment(tx, agreement.document, now);
  return [conventionToSignMail(config, signer, session, page, file)];
}

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
  await mailEach(tx, ids, async (trainee, session) => {
    const link = await traineeLink(tx, config, trainee, session, now);
    const agreement = await mailedAgreement(tx, config, trainee, now, { companyMayWait: true });
    const by = otherRegistrant(trainee);
    return [
      ...(await signatoryMails(tx, config, trainee, session, agreement, { now, resend: false })),
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
  await mailEach(tx, [id], async (trainee, session) => {
    const agreement = await mailedAgreement(tx, config, trainee, now);
    if (!agreement) return [];
    sent = true;
    if (agreement.signedBy)
      return signatoryMails(tx, config, trainee, session, agreement, { now, resend: true });
    const link = await traineeLink(tx, config, trainee, session, now);
    return [agreementMail(config, trainee, session, link, agreement)];
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
  await mailEach(tx, [id], async (trainee, session) => {
    const agreement = await mailedAgreement(tx, config, trainee, now);
    if (!agreement?.acceptedAt) return [];
    const signer = signerOf(agreement);
    if (signer) {
      const page = await signatoryLink(
        tx,
        config,
        { id: trainee.id, signatory_email: signer.email },
        now,
      );
      return [
        conventionSignedMail(config, signer, session, page, {
          attachment: await agreementAttachment(tx, agreement.document, now),
          acceptedAt: agreement.acceptedAt,
        }),
      ];
    }
    if (!agreement.attachment) return [];
    const link = await traineeLink(tx, config, trainee, session, now);
    const signedDay = parisDay(agreement.acceptedAt);
    return [
      agreementAcceptedMail(config, trainee, session, link, {
        ...agreement,
        attachment: agreement.attachment,
        acceptedAt: agreement.acceptedAt,
        withdrawalUntil: agreement.kind === "contract" ? withdrawalDeadline(signedDay) : null,
      }),
    ];
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
  await mailEach(tx, [id], async (trainee, session) => {
    // Only a convention stays with the place; a contract left with its trainee.
    if ((await currentAgreement(tx, trainee.id))?.kind !== "convention") return [];
    const agreement = await mailedAgreement(tx, config, trainee, now, { companyMayWait: true });
    if (agreement === null || agreement === "awaited") return [];
    const signer = agreement.signedBy;
    if (!signer || signer.email.toLowerCase() === from.email.toLowerCase()) return [];
    if (!agreement.acceptedAt)
      return signatoryMails(tx, config, trainee, session, agreement, { now, resend: false });
    if (!(await withinMailQuota(tx, "acknowledgement", signer.email, now.getTime()))) return [];
    return [
      conventionPlaceTakenOverMail(config, signer, session, {
        from: from.name,
        to: { name: trainee.trainee_name, email: trainee.email },
        number: agreement.document.number,
        acceptedAt: agreement.acceptedAt,
      }),
    ];
  });
}

/** To each trainee whose registration was cancelled (and their registrant), the calendar entry removed. */
export async function mailCancelled(
  tx: Transaction,
  config: SiteConfig,
  ids: readonly number[],
  { by, now }: { by: CancelledBy; now: Date },
): Promise<void> {
  await mailEach(tx, ids, async (trainee, session) => {
    const calendar = calendarAttachment(trainee.id, session, config, {
      now,
      cancelled: true,
    });
    // A place handed over is still held: the registrant has nothing to learn.
    const registrant = by === "handed-over" ? null : otherRegistrant(trainee);
    return [
      registrationCancelledMail(config, trainee, session, { by, calendar }),
      ...(registrant
        ? [registrantInformedMail(config, registrant, trainee.trainee_name, session, "cancelled")]
        : []),
    ];
  });
}

/** To each trainee whose offered place went to the next in line, the calendar entry removed. */
export async function mailOfferExpired(
  tx: Transaction,
  config: SiteConfig,
  ids: readonly number[],
  now: Date,
): Promise<void> {
  await mailEach(tx, ids, async (trainee, session) => [
    offerExpiredMail(
      config,
      trainee,
      session,
      calendarAttachment(trainee.id, session, config, {
        now,
        cancelled: true,
      }),
    ),
  ]);
}

/** To those who moved up from the waiting list: their seat, to be confirmed by staff. */
export async function mailPromoted(
  tx: Transaction,
  config: SiteConfig,
  ids: readonly number[],
  now: Date,
): Promise<void> {
  await mailEach(tx, ids, async (trainee, session) => {
    const link = await traineeLink(tx, config, trainee, session, now);
    // Promoted in this transaction: their offer's end is set.
    return [
      promotedMail(config, trainee, session, {
        page: link.page,
        expiresAt: trainee.offer_expires_at!,
      }),
    ];
  });
}

/** 'Envoyer les convocations': each trainee's convocation, with their page and calendar entry. */
export async function mailConvocations(
  tx: Transaction,
  config: SiteConfig,
  ids: readonly number[],
  now: Date,
): Promise<void> {
  await mailEach(tx, ids, async (trainee, session) => [
    convocationMail(config, trainee, session, await traineeLink(tx, config, trainee, session, now)),
  ]);
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
  await mailEach(tx, [id], async (trainee, session) => {
    // A confirmed place stays confirmed there: its document for the new dates comes with it.
    const agreement =
      trainee.status === "confirmed"
        ? await mailedAgreement(tx, config, trainee, now, { companyMayWait: true })
        : null;
    return [
      ...(await signatoryMails(tx, config, trainee, session, agreement, { now, resend: false })),
      sessionChangedMail(config, trainee, session, {
        waiting,
        price,
        link: await traineeLink(tx, config, trainee, session, now),
        agreement,
      }),
    ];
  });
}

/**
 * Once staff moved a session (its dates, hours, place or classroom link): each trainee holding or
 * awaiting a place there is told once what changed, with the calendar entry that updates theirs;
 * one already convoked gets the convocation that replaces theirs. A registration nobody
 * confirmed is not told (a stranger may have typed its address), nor, of a new link alone, one
 * that is not given it. Returns whom it told, for staff.
 */
export async function mailSessionRescheduled(
  tx: Transaction,
  config: SiteConfig,
  sessionId: number,
  { changes, former }: { changes: SessionChanges; former: RegisteredSession },
  now: Date,
): Promise<string[]> {
  const told = await tx
    .select({ id: registrations.id, trainee_name: registrations.trainee_name })
    .from(registrations)
    .where(
      and(
        eq(registrations.session_id, sessionId),
        inArray(
          registrations.status,
          // Present: a session under way may still change its room or link.
          changes.facts.length > 0
            ? ["pending", "confirmed", "present", "waiting"]
            : ["confirmed", "present"],
        ),
      ),
    )
    .orderBy(registrations.id);
  await mailEach(
    tx,
    told.map((trainee) => trainee.id),
    async (trainee, session) => {
      const link = await traineeLink(tx, config, trainee, session, now, former);
      return [
        (trainee.status === "confirmed" || trainee.status === "present") && trainee.convoked_at
          ? convocationMail(config, trainee, session, link, changes)
          : sessionRescheduledMail(config, trainee, session, {
              changes,
              link,
              status: trainee.status,
            }),
      ];
    },
  );
  return told.map((trainee) => trainee.trainee_name);
}

/** The reminder a week or a day before the start, with the page and calendar entry. */
export async function mailReminders(
  tx: Transaction,
  config: SiteConfig,
  ids: readonly number[],
  daysBefore: ReminderDays,
  now: Date,
): Promise<void> {
  await mailEach(tx, ids, async (trainee, session) => [
    sessionReminderMail(config, trainee, session, {
      daysBefore,
      link: await traineeLink(tx, config, trainee, session, now),
    }),
  ]);
}

/**
 * Each trainee's certificates, with their page; and to the colleague who registered them, when
 * their company or its OPCO pays: the contact the provider knows for that payer.
 */
/** A trainee's documents just issued: which kinds, and their files as a mail joins them. */
export interface IssuedDocuments {
  kinds: CertificateKind[];
  files: MailAttachment[];
}

export async function mailCertificates(
  tx: Transaction,
  config: SiteConfig,
  issued: ReadonlyMap<number, IssuedDocuments>,
  corrected: boolean,
  now: Date,
): Promise<void> {
  await mailEach(tx, [...issued.keys()], async (trainee, session) => {
    const documents = issued.get(trainee.id)!;
    const link = await traineeLink(tx, config, trainee, session, now);
    const by =
      trainee.payer === "entreprise" || trainee.payer === "opco" ? otherRegistrant(trainee) : null;
    return [
      certificatesMail(config, trainee, session, documents, { about: null, link, corrected }),
      ...(by
        ? [
            certificatesMail(config, by, session, documents, {
              about: trainee.trainee_name,
              link: null,
              corrected,
            }),
          ]
        : []),
    ];
  });
}
