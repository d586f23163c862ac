import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { SiteConfig } from "@/config/site";
import type { Transaction } from "@/db/client";
import { enqueueMails } from "@/server/mail/outbox";
import type { MailMessage } from "@/server/mail/message";
import {
  promotedMail,
  convocationMail,
  offerExpiredMail,
  registrantInformedMail,
  registrationCancelledMail,
  sessionReminderMail,
  sessionRescheduledMail,
  type CancelledBy,
  type TraineeLink,
} from "./mails";
import { calendarAttachment } from "./registration-calendar";
import {
  type SessionChanges,
  registeredSession,
  type RegisteredSession,
} from "@/features/sessions/public";
import type { ReminderDays } from "./reminder-schedule";
import { traineeLink } from "./trainee-link";
import { registrationPrice } from "./registration-price";
import { formations } from "@/features/formations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "./tables";

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

/**
 * How the mails about some places are made, in two steps (decision 082): `prepare` makes what
 * they carry (a link's token, a document issued and marked sent) and answers those facts;
 * `render` writes the mails from them, and touches nothing: it is handed no transaction and
 * answers at once.
 */
export interface PlaceMails<Facts> {
  prepare: (trainee: Registered, session: RegisteredSession) => Promise<Facts>;
  render: (trainee: Registered, session: RegisteredSession, facts: Facts) => MailMessage[];
}

/**
 * A trainee's mail, and their registrant's when someone else registered them at another address:
 * each place's facts prepared, its mails rendered, all queued in the caller's transaction.
 */
export async function mailEach<Facts>(
  tx: Transaction,
  ids: readonly number[],
  mails: PlaceMails<Facts>,
): Promise<void> {
  const session = sessionReader(tx);
  const queued: MailMessage[] = [];
  for (const trainee of await traineesOf(tx, ids)) {
    // Each mail states the trainee's own place's price, which staff may have kept through a move.
    const own = { ...(await session(trainee.sessionId)), price_no_tax: trainee.price };
    queued.push(...mails.render(trainee, own, await mails.prepare(trainee, own)));
  }
  await enqueueMails(tx, queued);
}

/** Mails that carry nothing made for them: only rendered. */
const renderedOnly = <Facts = null>(
  render: PlaceMails<Facts | null>["render"],
): PlaceMails<Facts | null> => ({ prepare: async () => null, render });

/** Mails that carry the trainee's page: a new link to it, made first. */
export const withTraineeLink = (
  tx: Transaction,
  config: SiteConfig,
  now: Date,
  render: PlaceMails<TraineeLink>["render"],
  former?: RegisteredSession,
): PlaceMails<TraineeLink> => ({
  prepare: (trainee, session) => traineeLink(tx, config, trainee, session, now, former),
  render,
});

/**
 * Whoever registered the trainee, when it was someone else at another address and they still
 * hold that registration (one handed over went to someone who registered nobody).
 */
export function otherRegistrant(trainee: Registered) {
  const { registrant } = trainee;
  return registrant &&
    registrant.handed_over_from === null &&
    registrant.email.toLowerCase() !== trainee.email.toLowerCase()
    ? registrant
    : null;
}

export type Registered = Awaited<ReturnType<typeof traineesOf>>[number];

/** To each trainee whose registration was cancelled (and their registrant), the calendar entry removed. */
export async function mailCancelled(
  tx: Transaction,
  config: SiteConfig,
  ids: readonly number[],
  { by, now }: { by: CancelledBy; now: Date },
): Promise<void> {
  await mailEach(
    tx,
    ids,
    renderedOnly((trainee, session) => {
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
    }),
  );
}

/** To each trainee whose offered place went to the next in line, the calendar entry removed. */
export async function mailOfferExpired(
  tx: Transaction,
  config: SiteConfig,
  ids: readonly number[],
  now: Date,
): Promise<void> {
  await mailEach(
    tx,
    ids,
    renderedOnly((trainee, session) => [
      offerExpiredMail(
        config,
        trainee,
        session,
        calendarAttachment(trainee.id, session, config, {
          now,
          cancelled: true,
        }),
      ),
    ]),
  );
}

/** To those who moved up from the waiting list: their seat, to be confirmed by staff. */
export async function mailPromoted(
  tx: Transaction,
  config: SiteConfig,
  ids: readonly number[],
  now: Date,
): Promise<void> {
  await mailEach(
    tx,
    ids,
    withTraineeLink(tx, config, now, (trainee, session, link) => [
      // Promoted in this transaction: their offer's end is set.
      promotedMail(config, trainee, session, {
        page: link.page,
        expiresAt: trainee.offer_expires_at!,
      }),
    ]),
  );
}

/** 'Envoyer les convocations': each trainee's convocation, with their page and calendar entry. */
export async function mailConvocations(
  tx: Transaction,
  config: SiteConfig,
  ids: readonly number[],
  now: Date,
): Promise<void> {
  await mailEach(
    tx,
    ids,
    withTraineeLink(tx, config, now, (trainee, session, link) => [
      convocationMail(config, trainee, session, link),
    ]),
  );
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
    withTraineeLink(
      tx,
      config,
      now,
      (trainee, session, link) => [
        (trainee.status === "confirmed" || trainee.status === "present") && trainee.convoked_at
          ? convocationMail(config, trainee, session, link, changes)
          : sessionRescheduledMail(config, trainee, session, {
              changes,
              link,
              status: trainee.status,
            }),
      ],
      former,
    ),
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
  await mailEach(
    tx,
    ids,
    withTraineeLink(tx, config, now, (trainee, session, link) => [
      sessionReminderMail(config, trainee, session, { daysBefore, link }),
    ]),
  );
}
