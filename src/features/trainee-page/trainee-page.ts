import "server-only";
import { and, asc, eq, gt, ne } from "drizzle-orm";
import type { SiteConfig } from "@/config/site";
import type { Database, Transaction } from "@/db/client";
import { enqueueMails } from "@/server/mail/outbox";
import { withinMailQuota } from "@/server/mail/recipient-quota";
import {
  answerField,
  postedAnswers,
  questionnaireMoments,
  readTraineeQuestionnaires,
  recordAnswers,
  traineeQuestionnaires,
  type Questionnaire,
  type TraineeQuestionnaire,
  type TraineeAnswers,
  type TraineeQuestionnaires,
} from "@/features/assessment/public";
import {
  acceptShownAgreement,
  shownAgreement,
  type ShownAgreement,
  agreementFileOf,
  currentAgreement,
  releaseAgreements,
  otherSigner,
  mailPlaceTakenOver,
} from "@/features/agreements/public";
import type { CertificateKind } from "@/lib/training-law";
import { certificatesOf, issueReadyCertificates } from "@/features/certificates/public";
import {
  registeredSession,
  sessionTermsColumns,
  type RegisteredSession,
  datesText,
  placeText,
} from "@/features/sessions/public";
import { formatPriceNoTax } from "@/lib/money";
import type { z } from "@/lib/zod";
import {
  type handOverSchema,
  handOverRegistration,
  lockRegistrationSession,
  moveRegistration,
  takeOfferedPlace,
  factsOfMove,
  tellSeatFacts,
  revokeTraineeLinks,
  tokenTarget,
  traineeLink,
  placeHandedOverMail,
  traineeNoticeMail,
  type TraineeNotice,
  agreementOpen,
  answersBeforeOpen,
  cancellationDeadline,
  evaluationOpen,
  traineeRights,
  attendingStatuses,
  type RegistrationStatus,
  registrationPrice,
  type TraineeOutcome,
  noteCancellation,
  requestMove,
} from "@/features/registrations/public";
import { formations } from "@/features/formations/tables";
import { locations } from "@/features/locations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";

/**
 * 'Mon inscription': what a trainee's personal link opens, and what they do there (cancel, hand
 * their place over, ask for other dates). The token is the only credential; every change is
 * checked again here, whatever the page showed.
 */

/** Another session of the same formation the trainee may ask for. */
interface SessionChoice {
  id: number;
  label: string;
}

export type TraineePage =
  | { state: "unknown" | "handed-over" | "expired" }
  | {
      state: "open";
      registration: {
        id: number;
        trainee_name: string;
        email: string;
        status: RegistrationStatus;
        cancel_reason: string | null;
        /** Until when a place offered from the waiting list waits for 'Je prends la place'. */
        offer_expires_at: Date | null;
        /** Excluding tax, what this place costs (registrationPrice). */
        price: string;
      };
      session: RegisteredSession & { status: string };
      rights: ReturnType<typeof traineeRights>;
      /** The last day to cancel here. */
      cancelUntil: string;
      /** Within a contract's withdrawal period: cancelling costs nothing. */
      withdrawing: boolean;
      moveChoices: SessionChoice[];
      /** The dates asked for, while staff have not answered. */
      moveRequested: string | null;
      agreement: ShownAgreement | null;
      /** The certificates issued from the attendance, once the session ended. */
      certificates: CertificateKind[];
      /**
       * The attendance is signed by the page's link until the session's last day (`open`), and
       * it is due from its first (`due`): the page then puts it first.
       */
      signing: { open: boolean; due: boolean };
      /** The questions asked around the course, with what the trainee answered. */
      questionnaires: TraineeQuestionnaires;
      /**
       * What the page asks now: before the session starts (needs, positioning, the objectives'
       * rating), and from the start of its last half-day until the attestation is issued.
       */
      answering: { before: boolean; after: boolean };
    };

/** The page of a link that still opens it. */
export type OpenTraineePage = Extract<TraineePage, { state: "open" }>;

interface When {
  now: Date;
  today: string;
}

/** What the page shows, read by the token. */
export async function readTraineePage(
  db: Database,
  config: SiteConfig,
  token: string,
  today: string,
  now = new Date(),
): Promise<TraineePage> {
  return db.transaction(async (tx) => {
    const target = await tokenTarget(tx, token, today);
    if (target.state !== "open") return target;
    return openPage(tx, config, target.registrationId, { today, now });
  });
}

async function openPage(
  tx: Transaction,
  config: SiteConfig,
  id: number,
  { today, now }: When,
): Promise<Extract<TraineePage, { state: "open" }>> {
  const [registration] = await tx
    .select({
      id: registrations.id,
      trainee_name: registrations.trainee_name,
      email: registrations.email,
      status: registrations.status,
      cancel_reason: registrations.cancel_reason,
      offer_expires_at: registrations.offer_expires_at,
      price: registrationPrice,
      move_request_session_id: registrations.move_request_session_id,
      sessionId: registrations.session_id,
      sessionStatus: trainingSessions.status,
      certificatesIssuedAt: trainingSessions.certificates_issued_at,
    })
    .from(registrations)
    .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.session_id))
    .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
    .where(eq(registrations.id, id));
  const {
    move_request_session_id,
    sessionId,
    sessionStatus,
    certificatesIssuedAt,
    offer_expires_at,
    ...rest
  } = registration!;
  // An offer shows while it runs, on a place still waiting for it.
  const own = {
    ...rest,
    offer_expires_at:
      rest.status === "pending" && offer_expires_at && offer_expires_at > now
        ? offer_expires_at
        : null,
  };
  const session = { ...(await registeredSession(tx, sessionId)), status: sessionStatus };
  const choices = await moveChoices(tx, sessionId, own.price, today);
  // A convention whose company's signatory is someone else is theirs to accept, not the trainee's.
  const agreement = await shownAgreement(tx, id, session, {
    acceptable: agreementOpen(own.status, session, today),
    reader: own.email,
    today,
  });
  const certificates = (await certificatesOf(tx, [id])).get(id) ?? [];
  return {
    state: "open",
    registration: own,
    session,
    rights: traineeRights(own, session, {
      today,
      cancellationDays: config.registrations.cancellationDays,
      withdrawalUntil: agreement?.withdrawal?.until ?? null,
    }),
    cancelUntil: cancellationDeadline(session.start_date, config.registrations.cancellationDays),
    withdrawing: agreement?.withdrawal ? today <= agreement.withdrawal.until : false,
    moveChoices: choices,
    moveRequested:
      move_request_session_id === null
        ? null
        : ((await sessionLabel(tx, move_request_session_id, own.price)) ?? null),
    agreement,
    certificates,
    signing: signingOf(own.status === "confirmed" || own.status === "present", sessionStatus, {
      ...session,
      today,
    }),
    questionnaires: await readTraineeQuestionnaires(tx, id),
    answering: {
      before: answersBeforeOpen(own.status, session, today),
      after:
        (attendingStatuses as readonly string[]).includes(own.status) &&
        sessionStatus !== "cancelled" &&
        evaluationOpen({ ...session, certificates_issued_at: certificatesIssuedAt }, now) &&
        // Once their attestation is out, what it states stands as issued.
        !certificates.includes("attestation"),
    },
  };
}

/** Whether the page's link signs the attendance (until the last day), and whether it is due now. */
function signingOf(
  seated: boolean,
  sessionStatus: string,
  { start_date, end_date, today }: { start_date: string; end_date: string; today: string },
) {
  const open = seated && sessionStatus !== "cancelled" && today <= end_date;
  return { open, due: open && start_date <= today };
}

/**
 * 'Du 8 au 10 février 2027, 9 h – 17 h, Lyon', and its price when it is not the trainee's own:
 * a move takes the session's price unless staff keep theirs (docs/decisions/079).
 */
const labelOf = (
  session: Parameters<typeof datesText>[0] &
    Parameters<typeof placeText>[0] & { price_no_tax: string },
  ownPrice: string,
  options: { lowercase?: boolean } = {},
) =>
  `${datesText(session, options)}, ${placeText(session)}${
    Number(session.price_no_tax) === Number(ownPrice)
      ? ""
      : `, ${formatPriceNoTax(session.price_no_tax)} au lieu de ${formatPriceNoTax(ownPrice)}`
  }`;

const choiceColumns = {
  id: trainingSessions.id,
  start_date: trainingSessions.start_date,
  end_date: trainingSessions.end_date,
  daily_hours: trainingSessions.daily_hours,
  schedule: trainingSessions.schedule,
  place: trainingSessions.place,
  city: locations.city,
  price_no_tax: sessionTermsColumns.price_no_tax,
};

async function sessionLabel(
  tx: Transaction,
  id: number,
  ownPrice: string,
): Promise<string | undefined> {
  const [session] = await tx
    .select(choiceColumns)
    .from(trainingSessions)
    .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
    .leftJoin(locations, eq(locations.id, trainingSessions.location_id))
    .where(eq(trainingSessions.id, id));
  // Said within a sentence: « passer à la session du 8 au 10 mars ».
  return session && labelOf(session, ownPrice, { lowercase: true });
}

/** The formation's other sessions open to visitors and not started: the dates a trainee may ask for. */
async function moveChoices(
  tx: Transaction,
  sessionId: number,
  ownPrice: string,
  today: string,
): Promise<SessionChoice[]> {
  const [current] = await tx
    .select({ formation: trainingSessions.formation_id })
    .from(trainingSessions)
    .where(eq(trainingSessions.id, sessionId));
  const rows = await tx
    .select(choiceColumns)
    .from(trainingSessions)
    .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
    .leftJoin(locations, eq(locations.id, trainingSessions.location_id))
    .where(
      and(
        eq(trainingSessions.formation_id, current!.formation),
        ne(trainingSessions.id, sessionId),
        eq(trainingSessions.status, "open"),
        eq(trainingSessions.published, true),
        eq(formations.published, true),
        gt(trainingSessions.start_date, today),
      ),
    )
    .orderBy(asc(trainingSessions.start_date))
    .limit(12);
  return rows.map((row) => ({ id: row.id, label: labelOf(row, ownPrice) }));
}

/**
 * Runs a trainee's request on the registration their token opens, if the page still offers it
 * (`allowed`), and tells the provider what they did.
 */
async function onOpenPage(
  db: Database,
  config: SiteConfig,
  token: string,
  when: When,
  allowed: (page: Extract<TraineePage, { state: "open" }>) => boolean,
  work: (
    tx: Transaction,
    page: Extract<TraineePage, { state: "open" }>,
  ) => Promise<{ outcome: TraineeOutcome; notice?: TraineeNotice }>,
): Promise<TraineeOutcome> {
  return db.transaction(async (tx) => {
    const first = await tokenTarget(tx, token, when.today);
    if (first.state !== "open") return "closed";
    // Under the session's lock, which every change of a registration takes first, the link and
    // what the page allows are read again: nothing may have changed them since.
    await lockRegistrationSession(tx, first.registrationId);
    const target = await tokenTarget(tx, token, when.today);
    if (target.state !== "open") return "closed";
    const page = await openPage(tx, config, target.registrationId, when);
    if (!allowed(page)) return "refused";
    const { outcome, notice } = await work(tx, page);
    if (notice)
      await enqueueMails(tx, [traineeNoticeMail(config, page.registration, page.session, notice)]);
    return outcome;
  });
}

/** 'Annuler mon inscription', before the deadline: the seat goes to the waiting list. */
export async function cancelOwnRegistration(
  db: Database,
  config: SiteConfig,
  token: string,
  reason: string,
  when: When,
): Promise<TraineeOutcome> {
  return onOpenPage(
    db,
    config,
    token,
    when,
    (page) => page.rights.cancel,
    async (tx, { registration }) => {
      const moved = await moveRegistration(tx, registration.id, "cancelled");
      if (!moved.ok) return { outcome: "refused" };
      await noteCancellation(tx, registration.id, reason);
      await tellSeatFacts(tx, config, factsOfMove(moved, "trainee"), when.now);
      return { outcome: "done", notice: { kind: "cancelled", reason } };
    },
  );
}

/**
 * 'Céder ma place': the colleague gets the registration, its mails and a page of their own; the
 * trainee's links close. The colleague's address was typed by whoever holds the link: it gets
 * one mail, within the quota a stranger can cause to an address, that names no one.
 */
export async function handOverPlace(
  db: Database,
  config: SiteConfig,
  token: string,
  colleague: z.output<typeof handOverSchema>,
  when: When,
): Promise<TraineeOutcome> {
  return onOpenPage(
    db,
    config,
    token,
    when,
    (page) => page.rights.handOver,
    async (tx, { registration, session }) => {
      if (!(await withinMailQuota(tx, "acknowledgement", colleague.email, when.now.getTime())))
        return { outcome: "quota" };
      // The trainee is told with the entry that clears their calendar, before their address goes.
      await tellSeatFacts(
        tx,
        config,
        { cancelled: { ids: [registration.id], by: "handed-over" } },
        when.now,
      );
      const handed = await handOverRegistration(tx, registration.id, colleague, when.now);
      if (handed !== "done") throw new RolledBack(handed === "closed" ? "refused" : handed);
      await revokeTraineeLinks(tx, registration.id, when.now);
      // A contract names the trainee who left: staff send the colleague their own. The company's
      // convention stays in force: it lets the company replace a trainee by a colleague.
      await releaseAgreements(tx, [registration.id], when.now, { only: "contract" });
      const link = await traineeLink(
        tx,
        config,
        { id: registration.id, email: colleague.email, status: registration.status },
        session,
        when.now,
      );
      await enqueueMails(tx, [
        placeHandedOverMail(config, colleague.email, session, {
          link,
          from: registration.email,
        }),
      ]);
      await mailPlaceTakenOver(
        tx,
        config,
        registration.id,
        { name: registration.trainee_name, email: registration.email },
        when.now,
      );
      return {
        outcome: "done",
        notice: {
          kind: "handed-over",
          to: `${colleague.trainee_name}, ${colleague.email}`,
        },
      };
    },
  ).catch((error: unknown) => {
    // Thrown to roll the trainee's mail back with the rest.
    if (error instanceof RolledBack) return error.outcome;
    throw error;
  });
}

/** A refusal found after the transaction wrote something: thrown so that it is all undone. */
class RolledBack extends Error {
  constructor(readonly outcome: TraineeOutcome) {
    super(outcome);
  }
}

/** 'Demander une autre session': staff see the request on the session page and accept it in one click. */
export async function requestSessionMove(
  db: Database,
  config: SiteConfig,
  token: string,
  sessionId: number,
  when: When,
): Promise<TraineeOutcome> {
  return onOpenPage(
    db,
    config,
    token,
    when,
    // One request at a time: staff answer it before another.
    (page) =>
      page.rights.move &&
      page.moveRequested === null &&
      page.moveChoices.some((choice) => choice.id === sessionId),
    async (tx, { registration, moveChoices: choices }) => {
      await requestMove(tx, registration.id, sessionId);
      const asked = choices.find((choice) => choice.id === sessionId)!;
      return { outcome: "done", notice: { kind: "move", to: asked.label } };
    },
  );
}

/** 'Je prends la place': the place offered from the waiting list is the trainee's, to be confirmed by staff. */
export async function takeOffer(
  db: Database,
  config: SiteConfig,
  token: string,
  when: When,
): Promise<TraineeOutcome> {
  return onOpenPage(
    db,
    config,
    token,
    when,
    (page) => page.registration.offer_expires_at !== null,
    async (tx, { registration }) =>
      (await takeOfferedPlace(tx, registration.id, when.now))
        ? { outcome: "done", notice: { kind: "offer-taken" } }
        : { outcome: "refused" },
  );
}

/**
 * 'J'accepte': the signer accepts the document in force, if it is still the file their page
 * showed; the site keeps who, when, from where and the file with its evidence page.
 */
export async function acceptOwnAgreement(
  db: Database,
  config: SiteConfig,
  token: string,
  signature: Parameters<typeof acceptShownAgreement>[4],
  when: When,
): Promise<TraineeOutcome> {
  return onOpenPage(
    db,
    config,
    token,
    when,
    (page) => page.agreement?.acceptable === true,
    async (tx, { registration, agreement }) => ({
      outcome: await acceptShownAgreement(
        tx,
        config,
        registration.id,
        agreement!,
        signature,
        when.now,
      ),
    }),
  );
}

/**
 * What the trainee may no longer answer at the end: the quiz once answered (its score is what the
 * attestation states), and their rating once the trainer entered it instead.
 */
function closedAfter(questionnaire: Questionnaire, answers: TraineeAnswers): boolean {
  if (questionnaire === "quiz") return answers.quiz !== undefined;
  return questionnaire === "self_after" && Boolean(answers.self_after?.entered_by);
}

/**
 * A questionnaire of the trainee's page: their needs, the positioning and their rating of the
 * objectives before the session starts; their rating after and the quiz from the start of its
 * last half-day. The answers replace earlier ones; the questions are the formation's as they are
 * now.
 */
export async function answerQuestionnaire(
  db: Database,
  config: SiteConfig,
  token: string,
  questionnaire: TraineeQuestionnaire,
  fields: Readonly<Record<string, string>>,
  when: When,
): Promise<TraineeOutcome> {
  return onOpenPage(
    db,
    config,
    token,
    when,
    (page) =>
      // The type says it, but a caller may pass anything: the trainer's results are not theirs.
      (traineeQuestionnaires as readonly string[]).includes(questionnaire) &&
      (questionnaireMoments[questionnaire] === "before"
        ? page.answering.before
        : page.answering.after && !closedAfter(questionnaire, page.questionnaires.answers)),
    async (tx, page) => {
      const { registration } = page;
      const read = await recordAnswers(
        tx,
        registration.id,
        questionnaire,
        postedAnswers((name) => fields[name] ?? "", answerField),
        when.now,
      );
      if (!read.ok) return { outcome: read.changed ? "questions-changed" : "answers" };
      if (read.answers.length === 0) return { outcome: "answers-empty" };
      // The quiz's score is a result: an attestation waiting for it goes at once.
      if (questionnaire === "quiz")
        await issueReadyCertificates(tx, config, page.session.id, when.now);
      return { outcome: "done" };
    },
  );
}

/** The calendar entries of the registration the token opens, or null when it opens none. */
export async function readTraineeCalendar(
  db: Database,
  token: string,
  today: string,
): Promise<{
  registrationId: number;
  session: RegisteredSession;
  status: RegistrationStatus;
} | null> {
  return db.transaction(async (tx) => {
    const target = await tokenTarget(tx, token, today);
    if (target.state !== "open") return null;
    const [row] = await tx
      .select({ status: registrations.status })
      .from(registrations)
      .where(eq(registrations.id, target.registrationId));
    return {
      registrationId: target.registrationId,
      session: await registeredSession(tx, target.sessionId),
      status: row!.status,
    };
  });
}

/**
 * The convention or contract of the registration the token opens, or null when it opens none or
 * when it is a convention someone else signs for the company (ShownAgreement's `readable`).
 */
export async function readTraineeAgreement(
  db: Database,
  token: string,
  today: string,
): Promise<{ filename: string; pdf: Buffer } | null> {
  return db.transaction(async (tx) => {
    const target = await tokenTarget(tx, token, today);
    if (target.state !== "open") return null;
    const [own] = await tx
      .select({ email: registrations.email })
      .from(registrations)
      .where(eq(registrations.id, target.registrationId));
    const agreement = await currentAgreement(tx, target.registrationId);
    if (!agreement || otherSigner(agreement.content, own!.email)) return null;
    return agreementFileOf(tx, agreement);
  });
}
