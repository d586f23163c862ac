import "server-only";
import { and, asc, count, eq, gt, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "@/db/client";
import { parisDay } from "@/lib/dates";
import { CONFIRMATION_HOURS } from "./opt-in";
import { offerExpiry } from "./waiting-list-offer";
import { seatEffects } from "./seat-effects";
import { sessionTermsColumns, sessionSeats, lockedSession } from "@/features/sessions/public";
import type { Registration } from "./schema";
import {
  acceptsRegistrations,
  allowedMoves,
  newRegistrationStatus,
  seatsLeft,
  takesSeat,
  toldOfMove,
} from "./seats";
import {
  activeRegistrationStatuses as activeStatuses,
  seatHoldingStatuses,
  type RegistrationStatus,
} from "./constants";
import { registrationPrice } from "./registration-price";
import { formations } from "@/features/formations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrationReminders, registrations } from "./tables";

/**
 * Where seats are taken and given back. Every change locks its session's row first (`FOR
 * UPDATE`) and counts the seats inside the same transaction: two visitors can never take the
 * same last seat, and a freed seat goes to exactly one person on the waiting list.
 */

/**
 * Locks the session a registration belongs to, read again under the lock: a move to another
 * session may have committed in between. Undefined when the registration is gone.
 */
export async function lockRegistrationSession(tx: Transaction, id: number) {
  const sessionOf = async () =>
    (
      await tx
        .select({ sessionId: registrations.session_id })
        .from(registrations)
        .where(eq(registrations.id, id))
    )[0]?.sessionId;
  const sessionId = await sessionOf();
  if (sessionId === undefined) return undefined;
  const session = await lockedSession(tx, sessionId);
  // Moved to another session in between: not locked again here, which could take two sessions
  // in the wrong order; the caller says it changed and the person tries again.
  if ((await sessionOf()) !== sessionId) return undefined;
  return session && { sessionId, session };
}

/** Whether visitors may register to the session now (read without a lock: for a page to say so). */
export async function sessionOpenToVisitors(
  tx: Transaction,
  sessionId: number,
  today: string,
): Promise<boolean> {
  const [session] = await sessionSeats(tx, sessionId);
  return openToVisitors(session, today);
}

/** Whether visitors may register to the session: published, with its formation, open and not started. */
function openToVisitors(
  session: Awaited<ReturnType<typeof lockedSession>>,
  today: string,
): session is NonNullable<typeof session> {
  return (
    session !== undefined &&
    session.published &&
    session.formation_published &&
    acceptsRegistrations(session, today)
  );
}

/** Registrations holding a seat of the session. */
async function seatsTaken(tx: Transaction, sessionId: number): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(registrations)
    .where(
      and(
        eq(registrations.session_id, sessionId),
        inArray(registrations.status, seatHoldingStatuses),
      ),
    );
  return row?.value ?? 0;
}

/** What the ledger stores of a registration: its participant, and the colleagues registered with them. */
export type Registrants = Pick<
  Registration,
  | "trainee_name"
  | "last_name"
  | "first_name"
  | "email"
  | "company"
  | "payer"
  | "is_psh"
  | "psh_details"
> &
  Partial<Pick<Registration, "phone" | "others">>;

export type RegistrationOutcome =
  | { ok: true; id: number; count: number }
  | { ok: false; status: 400 | 404 | 409 | 429; error: string; registered?: string[] };

/** An unconfirmed registration still confirmable at `now` (opt-in.ts's confirmationDeadline, in SQL). */
const confirmableAt = (now: Date) =>
  and(
    eq(registrations.status, "unconfirmed"),
    sql`coalesce(${registrations.offer_expires_at}, ${registrations.created_at} + ${`${CONFIRMATION_HOURS} hours`}::interval) >= ${now}`,
  )!;

/**
 * A session holds one registration per address, whatever its status, but for a cancelled one or
 * one nobody confirmed in time (it expired:
 * docs/decisions/061-registrations-strangers-cannot-abuse.md).
 */
function liveRegistrationOf(sessionId: number, now: Date) {
  return and(
    eq(registrations.session_id, sessionId),
    ne(registrations.status, "cancelled"),
    or(ne(registrations.status, "unconfirmed"), confirmableAt(now)),
  );
}

/**
 * A visitor's registration to a session open to them, for themselves and the colleagues they
 * name: one registration each, in that order, all 'unconfirmed' (no seat yet) until the
 * registrant confirms by the link whose hash is `tokenHash`. Only the registrant's row carries
 * the disability needs the form asks about ('Je suis en situation de handicap…'); colleagues
 * point to it. An address already registered to the session is refused (`registered` lists it).
 * `then` runs in the same transaction (the confirmation mail goes to the outbox there).
 */
export async function registerTrainees(
  db: Database,
  sessionId: number,
  registration: Registrants,
  { today, now, tokenHash }: { today: string; now: Date; tokenHash: string },
  then: (tx: Transaction, registrantId: number) => Promise<void> = async () => {},
): Promise<RegistrationOutcome> {
  return db.transaction(async (tx) => {
    const session = await lockedSession(tx, sessionId);
    if (!session?.published || !session.formation_published)
      return { ok: false, status: 404, error: "Cette session n'existe plus." };
    if (!openToVisitors(session, today))
      return { ok: false, status: 409, error: "Les inscriptions à cette session sont closes." };
    const addresses = [
      registration.email,
      ...(registration.others ?? []).map((other) => other.email),
    ];
    // Read under the session's lock: a second post of the same address waits for this one.
    const registered = await tx
      .select({ email: registrations.email })
      .from(registrations)
      .where(
        and(
          liveRegistrationOf(sessionId, now),
          inArray(
            sql`lower(${registrations.email})`,
            addresses.map((address) => address.toLowerCase()),
          ),
        ),
      );
    if (registered.length > 0) {
      return {
        ok: false,
        status: 409,
        error: ALREADY_REGISTERED,
        registered: registered.map((row) => row.email.toLowerCase()),
      };
    }
    // Created at the caller's clock, which the confirmation's 24 hours count from.
    const shared = {
      session_id: sessionId,
      company: registration.company ?? null,
      payer: registration.payer,
      // A person paying for themself is, for the BPF, a private individual at their own expense.
      trainee_status: registration.payer === "personnel" ? ("individual" as const) : null,
      status: "unconfirmed" as const,
      created_at: now,
    };
    const [registrant] = await tx
      .insert(registrations)
      .values({
        ...shared,
        trainee_name: registration.trainee_name,
        last_name: registration.last_name,
        first_name: registration.first_name,
        email: registration.email,
        // The registrant's own: the form asks no colleague's phone, whose row leaves it empty.
        phone: registration.phone ?? null,
        is_psh: registration.is_psh,
        psh_details: registration.psh_details ?? null,
        confirmation_token_hash: tokenHash,
      })
      .returning({ id: registrations.id });
    const others = registration.others ?? [];
    if (others.length > 0) {
      await tx.insert(registrations).values(
        others.map((other) => ({
          ...shared,
          trainee_name: other.trainee_name,
          last_name: other.last_name,
          first_name: other.first_name,
          email: other.email,
          registrant_id: registrant!.id,
        })),
      );
    }
    await then(tx, registrant!.id);
    return { ok: true, id: registrant!.id, count: addresses.length };
  });
}

/** The refusal of an address that already holds a registration to the session. */
const ALREADY_REGISTERED =
  "Cette adresse e-mail est déjà inscrite à cette session : consultez l'e-mail reçu lors de l'inscription.";

/** What a confirmation link's button did. */
export interface Confirmation {
  /** The link's own registration, if it took a seat or a place on the waiting list. */
  confirmed: { id: number; status: "pending" | "waiting" } | null;
  /** The registrant's colleagues, now to be asked for their own confirmation by mail. */
  invited: { id: number; email: string }[];
}

const NOTHING_CONFIRMED: Confirmation = { confirmed: null, invited: [] };

/**
 * A confirmation link's button (docs/decisions/077): its own registration, still unconfirmed and
 * not expired, takes a seat while one is left and waits otherwise; a registrant's colleagues not
 * asked yet are then to be asked (`invited`), each holding a seat only once they confirm from
 * their own mail, since a registrant can type any address. Nothing when the link is unknown,
 * expired, already used or the session closed; `then` runs in the same transaction with what was
 * done (the mails it calls for).
 */
export async function confirmRegistrants(
  db: Database,
  tokenHash: string,
  { today, now }: { today: string; now: Date },
  // `registrant`: the link's address, proven its owner's by this very click (their colleagues'
  // mails say who asked by it).
  then: (
    tx: Transaction,
    sessionId: number,
    done: Confirmation,
    registrant: string,
  ) => Promise<void> = async () => {},
): Promise<Confirmation> {
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select({
        id: registrations.id,
        sessionId: registrations.session_id,
        registrant_id: registrations.registrant_id,
        status: registrations.status,
        email: registrations.email,
      })
      .from(registrations)
      .where(eq(registrations.confirmation_token_hash, tokenHash));
    if (!linked) return NOTHING_CONFIRMED;
    const session = await lockedSession(tx, linked.sessionId);
    if (!openToVisitors(session, today)) return NOTHING_CONFIRMED;
    // After the lock: a second click waits for the first, then finds nothing left to do.
    const [own] = await tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.id, linked.id), confirmableAt(now)));
    // A cancelled registrant asks nobody: their colleagues may register themselves.
    const invited =
      linked.registrant_id === null && linked.status !== "cancelled"
        ? await tx
            .select({ id: registrations.id, email: registrations.email })
            .from(registrations)
            .where(
              and(
                eq(registrations.registrant_id, linked.id),
                confirmableAt(now),
                isNull(registrations.confirmation_token_hash),
              ),
            )
            .orderBy(asc(registrations.id))
        : [];
    if (!own && invited.length === 0) return NOTHING_CONFIRMED;
    let confirmed: Confirmation["confirmed"] = null;
    if (own) {
      const status = newRegistrationStatus(
        seatsLeft(session, await seatsTaken(tx, linked.sessionId)),
      );
      await tx
        .update(registrations)
        // A colleague's link deadline is not a waiting list's offer: it ends with the link.
        .set({ status, confirmed_at: now, offer_expires_at: null })
        .where(eq(registrations.id, own.id));
      confirmed = { id: own.id, status };
    }
    const done = { confirmed, invited };
    await then(tx, linked.sessionId, done, linked.email);
    return done;
  });
}

/** Who moved up from the waiting list, to be told. */
export interface Promoted {
  id: number;
  trainee_name: string;
  email: string;
}

/**
 * Gives the session's free seats to the waiting list, first come first served. Called after any
 * change that may free a seat (a cancellation, fewer seats held back, a larger room).
 */
export async function promoteFromWaitingList(
  tx: Transaction,
  sessionId: number,
  now = new Date(),
): Promise<Promoted[]> {
  const session = await lockedSession(tx, sessionId);
  // Once the session has started, a freed seat is offered to no one: nobody joins a course
  // already running from a mail.
  if (!session || session.status === "cancelled" || session.start_date <= parisDay(now)) return [];
  const free = seatsLeft(session, await seatsTaken(tx, sessionId));
  if (free === 0) return [];
  const next = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.session_id, sessionId), eq(registrations.status, "waiting")))
    // In order of arrival on the list: a visitor's registration arrives when its registrant confirms it.
    .orderBy(
      asc(sql`coalesce(${registrations.confirmed_at}, ${registrations.created_at})`),
      asc(registrations.id),
    )
    .limit(free);
  if (next.length === 0) return [];
  return tx
    .update(registrations)
    .set({ status: "pending", offer_expires_at: offerExpiry(now, session.start_date) })
    .where(
      inArray(
        registrations.id,
        next.map((row) => row.id),
      ),
    )
    .returning({
      id: registrations.id,
      trainee_name: registrations.trainee_name,
      email: registrations.email,
    });
}

export type Move =
  | {
      ok: true;
      sessionId: number;
      trainee: Promoted;
      promoted: Promoted[];
      /** What the trainee is to be told of the move, if anything. */
      told: ReturnType<typeof toldOfMove>;
    }
  | { ok: false; reason: "gone" | "not-allowed" | "no-seat" };

/**
 * Moves a registration to another status (statuses staff may choose: `allowedMoves`). A move that
 * takes a seat needs one free; a cancellation that frees one gives it to the waiting list.
 */
export async function moveRegistration(
  tx: Transaction,
  id: number,
  to: RegistrationStatus,
): Promise<Move> {
  // The session first, as every seat change locks it: the same order everywhere, no deadlock.
  const found = await lockRegistrationSession(tx, id);
  if (!found) return { ok: false, reason: "gone" };
  const { session } = found;
  const [registration] = await tx
    .select({ status: registrations.status })
    .from(registrations)
    .where(eq(registrations.id, id));
  if (!session || !registration) return { ok: false, reason: "gone" };
  if (!allowedMoves(registration.status).includes(to)) return { ok: false, reason: "not-allowed" };
  if (
    takesSeat(registration.status, to) &&
    seatsLeft(session, await seatsTaken(tx, found.sessionId)) === 0
  )
    return { ok: false, reason: "no-seat" };
  const [trainee] = await tx
    .update(registrations)
    // Staff confirming a registration by hand confirm it as its link would: the waiting list counts from now.
    .set({
      status: to,
      ...(registration.status === "unconfirmed" ? { confirmed_at: new Date() } : {}),
      ...(to === "cancelled" ? { cancelled_at: new Date() } : {}),
      // Staff decided for the trainee: a place offered from the waiting list is no longer pending their answer.
      offer_expires_at: null,
    })
    .where(eq(registrations.id, id))
    .returning({
      id: registrations.id,
      trainee_name: registrations.trainee_name,
      email: registrations.email,
    });
  const freed =
    to === "cancelled" && (seatHoldingStatuses as readonly string[]).includes(registration.status);
  return {
    ok: true,
    sessionId: found.sessionId,
    trainee: trainee!,
    promoted: freed ? await promoteFromWaitingList(tx, found.sessionId) : [],
    told: toldOfMove(registration.status, to),
  };
}

/** Who takes over a place: their name, as the form asks it, and their address. */
export interface Successor {
  trainee_name: string;
  last_name: string;
  first_name: string;
  email: string;
}

/**
 * A trainee hands their place to a colleague: the registration becomes the colleague's, with its
 * seat or its rank on the waiting list; what was the trainee's own (phone, adaptations, the
 * convocation and reminders sent) is left behind. Refused when the address already holds a
 * registration to the session.
 */
export async function handOverRegistration(
  tx: Transaction,
  id: number,
  successor: Successor,
  now: Date,
): Promise<"done" | "already-registered" | "closed"> {
  // Under the session's lock, as a registration: the same address cannot slip in twice.
  const locked = await lockRegistrationSession(tx, id);
  const [found] = await tx
    .select({
      sessionId: registrations.session_id,
      trainee_name: registrations.trainee_name,
      status: registrations.status,
    })
    .from(registrations)
    .where(eq(registrations.id, id));
  if (!locked || !found || !activeStatuses.includes(found.status)) return "closed";
  const [taken] = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        liveRegistrationOf(found.sessionId, now),
        eq(sql`lower(${registrations.email})`, successor.email.toLowerCase()),
      ),
    );
  if (taken) return "already-registered";
  await tx
    .update(registrations)
    .set({
      ...successor,
      phone: null,
      is_psh: false,
      psh_details: null,
      convoked_at: null,
      move_request_session_id: null,
      handed_over_from: found.trainee_name,
      // The colleague was not registered by the registrant of the trainee they replace.
      registrant_id: null,
      // Handing an offered place over is taking it: the colleague is not cancelled for it later.
      offer_expires_at: null,
      // A trainee who signed their company's convention themself no longer speaks for it once
      // they leave the place: the next convention waits for its signatory.
      ...Object.fromEntries(
        (["signatory_name", "signatory_position", "signatory_email"] as const).map((column) => [
          column,
          sql`CASE WHEN lower(${registrations.signatory_email}) = lower(${registrations.email}) THEN NULL ELSE ${registrations[column]} END`,
        ]),
      ),
    })
    .where(eq(registrations.id, id));
  await tx.delete(registrationReminders).where(eq(registrationReminders.registration_id, id));
  // What the previous holder told of their needs and level is theirs: the colleague answers anew.
  await seatEffects().handedOver(tx, id);
  return "done";
}

export type SessionMove =
  | {
      ok: true;
      from: number;
      to: number;
      waiting: boolean;
      promoted: Promoted[];
      /** Excluding tax, what the place cost before the move, costs now, and the session's price. */
      price: { before: string; after: string; listed: string };
    }
  | { ok: false; reason: "gone" | "no-request" | "closed" };

/**
 * Staff accept a trainee's request to move to another session of the formation: the
 * registration keeps its standing there while a seat is free (confirmed stays confirmed), waits
 * otherwise; its old seat goes to the old session's waiting list. Both sessions are locked, in
 * the order of their ids.
 */
export async function moveToRequestedSession(
  tx: Transaction,
  id: number,
  { today, keepPrice }: { today: string; keepPrice: boolean },
): Promise<SessionMove> {
  const requestOf = async () =>
    (
      await tx
        .select({
          from: registrations.session_id,
          to: registrations.move_request_session_id,
          status: registrations.status,
        })
        .from(registrations)
        .where(eq(registrations.id, id))
    )[0];
  const asked = await requestOf();
  if (!asked) return { ok: false, reason: "gone" };
  if (asked.to === null || !activeStatuses.includes(asked.status))
    return { ok: false, reason: "no-request" };
  const [first, second] = [asked.from, asked.to].sort((a, b) => a - b);
  const sessions = new Map([
    [first!, await lockedSession(tx, first!)],
    [second!, await lockedSession(tx, second!)],
  ]);
  // Read again under both locks: accepted twice, cancelled or moved meanwhile, it is not this request any more.
  const found = await requestOf();
  if (!found || found.from !== asked.from || found.to !== asked.to || found.status !== asked.status)
    return { ok: false, reason: "no-request" };
  const to = found.to!;
  const target = sessions.get(to);
  const formationsOf = await tx
    .selectDistinct({ formation: trainingSessions.formation_id })
    .from(trainingSessions)
    .where(inArray(trainingSessions.id, [found.from, to]));
  if (
    !target ||
    target.status === "cancelled" ||
    target.start_date <= today ||
    formationsOf.length !== 1
  )
    return { ok: false, reason: "closed" };
  // The place takes the new session's price, unless staff keep the one it had.
  const [own] = await tx
    .select({ price: registrationPrice })
    .from(registrations)
    .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.session_id))
    .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
    .where(eq(registrations.id, id));
  const [there] = await tx
    .select({ price: sessionTermsColumns.price_no_tax })
    .from(trainingSessions)
    .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
    .where(eq(trainingSessions.id, to));
  const [before, listed] = [own!.price, there!.price];
  const kept = keepPrice && Number(before) !== Number(listed);
  const holdsSeat = found.status !== "waiting";
  // A free seat there is theirs (staff confirm a waiting trainee as they would have); otherwise
  // they join the end of its waiting list.
  const waiting = seatsLeft(target, await seatsTaken(tx, to)) === 0;
  await tx
    .update(registrations)
    .set({
      session_id: to,
      move_request_session_id: null,
      convoked_at: null,
      offer_expires_at: null,
      agreed_price_no_tax: kept ? before : null,
      status: waiting ? "waiting" : holdsSeat ? found.status : "pending",
      ...(waiting ? { confirmed_at: new Date() } : {}),
    })
    .where(eq(registrations.id, id));
  await tx.delete(registrationReminders).where(eq(registrationReminders.registration_id, id));
  return {
    ok: true,
    from: found.from,
    to,
    waiting,
    promoted: holdsSeat ? await promoteFromWaitingList(tx, found.from) : [],
    price: { before, after: kept ? before : listed, listed },
  };
}

/**
 * The places offered from the waiting list that nobody took in time, in one session: each
 * registration ends (cancelled), and the seat is offered to the next in line. Under the session's
 * lock, so a trainee taking their place at the last moment and the expiry never both win.
 */
export async function expireOffers(
  tx: Transaction,
  sessionId: number,
  now: Date,
): Promise<{ expired: Promoted[]; promoted: Promoted[] }> {
  await lockedSession(tx, sessionId);
  const expired = await tx
    .update(registrations)
    .set({ status: "cancelled", cancelled_at: now, offer_expires_at: null })
    .where(
      and(
        eq(registrations.session_id, sessionId),
        eq(registrations.status, "pending"),
        lte(registrations.offer_expires_at, now),
      ),
    )
    .returning({
      id: registrations.id,
      trainee_name: registrations.trainee_name,
      email: registrations.email,
    });
  return {
    expired,
    promoted: expired.length > 0 ? await promoteFromWaitingList(tx, sessionId, now) : [],
  };
}

/**
 * 'Je prends la place': the trainee takes the place offered to them while it is held; it stays to
 * be confirmed by staff. Whether it was still theirs to take.
 */
export async function takeOfferedPlace(tx: Transaction, id: number, now: Date): Promise<boolean> {
  if (!(await lockRegistrationSession(tx, id))) return false;
  const taken = await tx
    .update(registrations)
    .set({ offer_expires_at: null })
    .where(
      and(
        eq(registrations.id, id),
        eq(registrations.status, "pending"),
        gt(registrations.offer_expires_at, now),
      ),
    )
    .returning({ id: registrations.id });
  return taken.length > 0;
}
