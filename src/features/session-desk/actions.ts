"use server";

import { and, eq, inArray, sql } from "drizzle-orm";
import { siteConfig } from "@/config/site";
import type { Transaction } from "@/db/client";
import type { ActionResult } from "@/lib/action-result";
import { formatDateRange } from "@/lib/dates";
import { formatPriceNoTax } from "@/lib/money";
import { countOf, listText } from "@/lib/text";
import { z } from "@/lib/zod";
import { ActionRefused } from "@/server/action-result";
import {
  adminMutation,
  conflict,
  gone,
  targetId,
  type MutationContext,
} from "@/server/admin-mutation";
import { adminRead } from "@/server/admin-read";
import { enqueueMails } from "@/server/mail/outbox";
import { recordId } from "@/lib/validation";
import { cacheTags } from "@/server/cache/tags";
import { currentDay } from "@/server/clock";
import { mailed } from "@/server/mail/mailer";
import { sessionToEdit } from "./admin-queries";
import {
  releaseAgreements,
  supersedeSessionAgreements,
  mailAgreement,
  mailSessionChanged,
} from "@/features/agreements/public";
import { scheduleChangeRefusal, revokeTrainerLinks } from "@/features/attendance/public";
import {
  markSessionCancelled,
  copySession,
  createSession,
  rewriteSession,
  sessionSchema,
  type SessionValues,
  MAX_CAPACITY,
  registeredSession,
  sessionChanges,
  lockedSession,
} from "@/features/sessions/public";
import {
  sessionCancelledMail,
  lockRegistrationSession,
  moveRegistration,
  moveToRequestedSession,
  promoteFromWaitingList,
  type Move,
  mailConvocations,
  factsOfMove,
  tellSeatFacts,
  mailSessionRescheduled,
  agreementOpen,
  registrationStatuses,
  type RegistrationStatus,
  funderFileSchema,
  traineeProfileSchema,
  recordTraineeStatus,
  registrationStatusLabels,
  cancelSessionPlaces,
  declineMove,
  markConvoked,
  recordFunderFileNumber,
} from "@/features/registrations/public";
import { formations } from "@/features/formations/tables";
import { locations } from "@/features/locations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { trainers } from "@/features/trainers/tables";
import { registrations } from "@/features/registrations/tables";
import { agreementPlaces, registrationAgreements } from "@/features/agreements/tables";

const tags = [cacheTags.sessions];

/** A session's name in the journal and the refusals: its formation and its dates. */
async function sessionName(
  tx: Transaction,
  id: number,
): Promise<{
  name: string;
  status: string;
  trainer_id: number | null;
  trainer: string | null;
  trainer_email: string | null;
}> {
  const [row] = await tx
    .select({
      title: formations.title,
      start_date: trainingSessions.start_date,
      end_date: trainingSessions.end_date,
      status: trainingSessions.status,
      trainer_id: trainingSessions.trainer_id,
      trainer: trainingSessions.trainer,
      trainer_email: trainingSessions.trainer_email,
    })
    .from(trainingSessions)
    .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
    .where(eq(trainingSessions.id, id));
  if (!row) gone("Cette session");
  return {
    name: `${row.title}, ${formatDateRange(row.start_date, row.end_date, { lowercase: true })}`,
    status: row.status,
    trainer_id: row.trainer_id,
    trainer: row.trainer,
    trainer_email: row.trainer_email,
  };
}

/**
 * What the session keeps of its trainer's record: the name, address and credentials its
 * documents print (decision 084); a record deleted meanwhile is refused.
 */
async function trainerCopy(tx: Transaction, trainerId: number | null) {
  if (trainerId === null) return { trainer: null, trainer_email: null, trainer_credentials: null };
  const [trainer] = await tx.select().from(trainers).where(eq(trainers.id, trainerId));
  if (!trainer) conflict("trainer_id", "Ce formateur n'existe plus : rechargez la page.");
  return {
    trainer: trainer.name,
    trainer_email: trainer.email,
    trainer_credentials: trainer.credentials,
  };
}

/** 'Nouvelle session' and 'Modifier': a larger room or fewer seats held back moves the waiting list up. */
export async function saveSession(id: number | null, values: SessionValues): Promise<ActionResult> {
  return adminMutation(
    { name: "saveSession", schema: sessionSchema, tags },
    values,
    async (session, { tx, audit }) => {
      const target = id === null ? null : targetId(id);
      const [formation] = await tx
        .select({ title: formations.title })
        .from(formations)
        .where(eq(formations.id, session.formation_id));
      if (!formation)
        conflict("formation_id", "Cette formation n'existe plus : rechargez la page.");
      if (session.location_id !== null) {
        const [place] = await tx
          .select({ id: locations.id })
          .from(locations)
          .where(and(eq(locations.id, session.location_id), eq(locations.permanent, true)));
        if (!place) conflict("location_id", "Ce lieu n'existe plus : rechargez la page.");
      }
      const summary = `${formation.title}, ${formatDateRange(session.start_date, session.end_date, { lowercase: true })}`;
      if (target === null) {
        const created = await createSession(tx, {
          ...session,
          ...(await trainerCopy(tx, session.trainer_id)),
        });
        await audit({ action: "create", entity: "session", entityId: created, summary });
        return { ok: true };
      }
      // Under the session's lock: two staff saving at once each compare with what the other
      // left, and tell trainees once each.
      await lockedSession(tx, target);
      const before = await sessionName(tx, target);
      if (before.status === "cancelled") {
        throw new ActionRefused({
          ok: false,
          status: 409,
          error: "Cette session est annulée : dupliquez-la pour la reprogrammer.",
        });
      }
      const refusal = await scheduleChangeRefusal(tx, target, {
        ...session,
        daily_hours: session.daily_hours ?? null,
      });
      if (refusal) throw new ActionRefused({ ok: false, status: 409, error: refusal });
      // A trainer's link and the account of the trainer's e-mail countersign in the trainer's
      // name (attendance-actions.ts): another trainer or e-mail needs its own link, and the
      // journal says who the trainer was before.
      // The trainer's copy changes only with the trainer: the record's own changes reach the
      // sessions not ended when it is saved (trainer-actions.ts), and an ended session keeps
      // what its documents printed, and what the purge cleared.
      const copy =
        before.trainer_id === session.trainer_id ? null : await trainerCopy(tx, session.trainer_id);
      const row = { ...session, ...copy };
      const trainerOf = (trainer: string | null, email: string | null) =>
        `${trainer ?? "aucun"}${email ? ` (${email})` : ""}`;
      const trainerBefore = trainerOf(before.trainer, before.trainer_email);
      const trainerAfter = copy ? trainerOf(copy.trainer, copy.trainer_email) : trainerBefore;
      if (trainerAfter !== trainerBefore) await revokeTrainerLinks(tx, target, new Date());
      const former = await registeredSession(tx, target);
      await rewriteSession(tx, target, row);
      const changes = sessionChanges(former, await registeredSession(tx, target));
      const told = changes
        ? await mailSessionRescheduled(tx, siteConfig, target, { changes, former }, new Date())
        : [];
      // Documents not yet accepted whose terms changed are issued again from the new data when
      // staff send them; accepted ones stay as signed.
      const stale = await supersedeSessionAgreements(tx, siteConfig, target, new Date());
      await tellSeatFacts(
        tx,
        siteConfig,
        { promoted: await promoteFromWaitingList(tx, target) },
        new Date(),
      );
      // To whom the change went, for staff: the journal keeps it, the notice says it.
      const toldText =
        told.length > 0
          ? `envoyée à ${countOf(told.length, ["stagiaire", "stagiaires"])} : ${listText(told)}`
          : null;
      await audit({
        action: "update",
        entity: "session",
        entityId: target,
        summary: [
          summary,
          trainerAfter === trainerBefore ? null : `formateur : ${trainerBefore} → ${trainerAfter}`,
          toldText && `modification ${toldText}`,
        ]
          .filter(Boolean)
          .join(" ; "),
      });
      const notices = [
        toldText && `Modification ${toldText}.`,
        stale > 0 &&
          `${countOf(stale, ["document à renvoyer", "documents à renvoyer"])} : ses conditions ont changé.`,
      ].filter(Boolean);
      return notices.length > 0 ? { ok: true, notice: notices.join(" ") } : { ok: true };
    },
  ).then(mailed);
}

/** 'Annuler la session': off the site, every registration cancelled, every registrant told. */
export async function cancelSession(id: number): Promise<ActionResult> {
  return adminMutation(
    { name: "cancelSession", schema: recordId, tags },
    id,
    async (target, { tx, audit }) => {
      const { name, status } = await sessionName(tx, target);
      if (status === "cancelled")
        throw new ActionRefused({
          ok: false,
          status: 409,
          error: "Cette session est déjà annulée.",
        });
      await markSessionCancelled(tx, target);
      const told = await cancelSessionPlaces(tx, target, new Date());
      const session = await registeredSession(tx, target);
      await enqueueMails(
        tx,
        told.map((trainee) => sessionCancelledMail(siteConfig, trainee, session)),
      );
      await audit({
        action: "status",
        entity: "session",
        entityId: target,
        summary: `${name} : annulée (${countOf(told.length, ["inscrit prévenu", "inscrits prévenus"])})`,
      });
      return {
        ok: true,
        notice: `${countOf(told.length, ["inscrit prévenu", "inscrits prévenus"])} par e-mail.`,
      };
    },
  ).then(mailed);
}

/** 'Dupliquer': the same session, planned and unpublished, to set its new dates. */
export async function duplicateSession(id: number): Promise<ActionResult> {
  return adminMutation(
    { name: "duplicateSession", schema: recordId, tags },
    id,
    async (target, { tx, audit }) => {
      const { name } = await sessionName(tx, target);
      const created = await copySession(tx, target);
      await audit({
        action: "create",
        entity: "session",
        entityId: created,
        summary: `${name} (copie)`,
      });
      return { ok: true };
    },
  );
}

const move = z.object({ id: recordId, status: z.enum(registrationStatuses, "Statut inconnu.") });

const refusedMoves = {
  gone: "Cette inscription n'existe plus : rechargez la page.",
  "not-allowed": "Ce changement de statut n'est pas possible pour cette inscription.",
  "no-seat": "Aucune place libre : annulez une inscription ou augmentez le nombre de places.",
} as const;

/**
 * Moves one registration (`moveRegistration`), then sends the mails it calls for and journals it
 * and whoever it moved up from the waiting list. A refused move changes nothing and is returned.
 */
async function applyMove(
  { tx, audit }: MutationContext,
  id: number,
  status: RegistrationStatus,
): Promise<Move> {
  const moved = await moveRegistration(tx, id, status);
  if (!moved.ok) return moved;
  const now = new Date();
  await tellSeatFacts(tx, siteConfig, factsOfMove(moved, "staff"), now);
  await audit({
    action: "status",
    entity: "registration",
    entityId: id,
    summary: `${moved.trainee.trainee_name} : ${registrationStatusLabels[status]}`,
  });
  for (const person of moved.promoted) {
    await audit({
      action: "status",
      entity: "registration",
      entityId: person.id,
      summary: `${person.trainee_name} : sort de la liste d'attente`,
    });
  }
  return moved;
}

/** 'X, Y sort de la liste d'attente.' after moves that freed seats, if any did. */
const promotedNotice = (promoted: readonly { trainee_name: string }[]) =>
  promoted.length > 0
    ? `${promoted.map((person) => person.trainee_name).join(", ")} sort de la liste d'attente.`
    : undefined;

/** Confirm, wait-list, mark present or cancel a registration; a freed seat goes to the waiting list. */
export async function setRegistrationStatus(id: number, status: string): Promise<ActionResult> {
  return adminMutation(
    { name: "setRegistrationStatus", schema: move, tags },
    { id, status },
    async (change, context) => {
      const moved = await applyMove(context, change.id, change.status);
      if (!moved.ok)
        throw new ActionRefused({
          ok: false,
          status: moved.reason === "gone" ? 404 : 409,
          error: refusedMoves[moved.reason],
        });
      const notice = promotedNotice(moved.promoted);
      return notice ? { ok: true, notice } : { ok: true };
    },
  ).then(mailed);
}

const bulk = z.object({
  session: recordId,
  ids: z.array(recordId).max(MAX_CAPACITY * 2, "Trop d'inscriptions sélectionnées."),
  what: z.enum(["confirmed", "cancelled", "convoke"], "Action inconnue."),
});

/**
 * The session page's bulk actions on the registrations staff ticked: confirm or cancel each
 * (those the rules refuse are named and left as they were), or send the convocations the
 * confirmed ones among them have not had.
 */
export async function applyToRegistrations(
  sessionId: number,
  ids: number[],
  what: string,
): Promise<ActionResult> {
  return adminMutation(
    { name: "applyToRegistrations", schema: bulk, tags },
    { session: sessionId, ids, what },
    async (request, context) => {
      // A button, not a field: its refusal says what to do.
      if (request.ids.length === 0)
        throw new ActionRefused({
          ok: false,
          status: 400,
          error: "Sélectionnez au moins une inscription.",
        });
      // Only the session's own registrations, read under its lock. Those holding no seat come
      // first: cancelling a seat then offers it to someone not ticked, never to one about to go.
      await lockedSession(context.tx, request.session);
      const chosen = await context.tx
        .select({
          id: registrations.id,
          trainee_name: registrations.trainee_name,
          status: registrations.status,
        })
        .from(registrations)
        .where(
          and(
            eq(registrations.session_id, request.session),
            inArray(registrations.id, request.ids),
          ),
        )
        .orderBy(
          sql`${registrations.status} IN ('pending', 'confirmed', 'present')`,
          registrations.id,
        );
      if (request.what === "convoke")
        return convoke(
          context,
          request.session,
          chosen.map((row) => row.id),
        );
      const refused: string[] = [];
      const promoted: { trainee_name: string }[] = [];
      for (const registration of chosen) {
        // A trainee who attended stays so: the attendance grid corrects a presence.
        const moved = await applyMove(context, registration.id, request.what);
        if (moved.ok) promoted.push(...moved.promoted);
        else refused.push(registration.trainee_name);
      }
      const done = chosen.length - refused.length;
      const verb = request.what === "confirmed" ? "confirmée" : "annulée";
      return {
        ok: true,
        notice: [
          `${countOf(done, [`inscription ${verb}`, `inscriptions ${verb}s`])}.`,
          refused.length > 0 ? `Non modifiées : ${refused.join(", ")}.` : "",
          promotedNotice(promoted) ?? "",
        ]
          .filter(Boolean)
          .join(" "),
      };
    },
  ).then(mailed);
}

/** ' ; prix : 1 200 € HT → 1 590 € HT', or nothing when the place's price did not change. */
function priceChangeText({ before, after }: { before: string; after: string }): string {
  return Number(before) === Number(after)
    ? ""
    : ` ; prix : ${formatPriceNoTax(before)} → ${formatPriceNoTax(after)}`;
}

const refusedSessionMoves = {
  gone: "Cette inscription n'existe plus : rechargez la page.",
  "no-request": "Cette demande n'est plus en cours : rechargez la page.",
  closed:
    "La session demandée n'accepte plus ce changement (annulée, commencée ou d'une autre formation).",
} as const;

const sessionMoveSchema = z.object({ id: recordId, keep_price: z.boolean() });

/**
 * 'Accepter le changement' of a trainee's request to move to another session: they go there (on
 * its waiting list when it is full) and are told with the new dates; their old seat goes to the
 * waiting list. The place takes the new session's price, or keeps its own (`keep_price`, « en
 * gardant son prix »): staff choose when the two differ.
 */
export async function acceptSessionMove(
  input: z.input<typeof sessionMoveSchema>,
): Promise<ActionResult> {
  return adminMutation(
    { name: "acceptSessionMove", schema: sessionMoveSchema, tags },
    input,
    async ({ id: target, keep_price }, { tx, audit }) => {
      const moved = await moveToRequestedSession(tx, target, {
        today: currentDay(),
        keepPrice: keep_price,
      });
      if (!moved.ok)
        throw new ActionRefused({
          ok: false,
          status: moved.reason === "gone" ? 404 : 409,
          error: refusedSessionMoves[moved.reason],
        });
      const now = new Date();
      // The document names the old dates: the next confirmation issues one for the new session
      // (a convention its company accepted stays in force for the colleagues who stay).
      await releaseAgreements(tx, [target], now);
      await mailSessionChanged(tx, siteConfig, target, moved, now);
      await tellSeatFacts(tx, siteConfig, { promoted: moved.promoted }, now);
      const { name } = await sessionName(tx, moved.to);
      await audit({
        action: "status",
        entity: "registration",
        entityId: target,
        summary: `Passe à la session ${name}${moved.waiting ? " (liste d'attente)" : ""}${priceChangeText(moved.price)}`,
      });
      return {
        ok: true,
        notice: moved.waiting
          ? "Session complète : l'inscription passe sur sa liste d'attente."
          : undefined,
      };
    },
  ).then(mailed);
}

/** 'Refuser': the request is dropped; staff tell the trainee why themselves. */
export async function declineSessionMove(id: number): Promise<ActionResult> {
  return adminMutation(
    { name: "declineSessionMove", schema: recordId, tags },
    id,
    async (target, { tx, audit }) => {
      const declined = await declineMove(tx, target);
      if (declined === null)
        throw new ActionRefused({
          ok: false,
          status: 409,
          error: refusedSessionMoves["no-request"],
        });
      await audit({
        action: "status",
        entity: "registration",
        entityId: target,
        summary: `${declined} : demande de changement de session refusée`,
      });
      return { ok: true };
    },
  );
}

/**
 * One convocation to each confirmed trainee of the session (of `only`, when given) who has not had
 * theirs. One statement marks and returns them, so a second click, even at the same instant,
 * finds none left.
 */
async function convoke(
  { tx, audit }: MutationContext,
  target: number,
  only: number[] | null,
): Promise<ActionResult> {
  const { name, status } = await sessionName(tx, target);
  if (status === "cancelled")
    throw new ActionRefused({
      ok: false,
      status: 409,
      error: "Cette session est annulée : elle n'a pas de convocation.",
    });
  const convoked = await markConvoked(tx, target, only, new Date());
  if (convoked.length === 0) {
    throw new ActionRefused({
      ok: false,
      status: 409,
      error:
        "Chaque stagiaire confirmé a déjà reçu sa convocation : confirmez d'abord les nouvelles inscriptions.",
    });
  }
  await mailConvocations(tx, siteConfig, convoked, new Date());
  const sent = countOf(convoked.length, ["convocation envoyée", "convocations envoyées"]);
  await audit({
    action: "status",
    entity: "session",
    entityId: target,
    summary: `${name} : ${sent}`,
  });
  return { ok: true, notice: `${sent}.` };
}

/** 'Envoyer les convocations': to every confirmed trainee of the session who has not had theirs. */
export async function sendConvocations(id: number): Promise<ActionResult> {
  return adminMutation(
    { name: "sendConvocations", schema: recordId, tags },
    id,
    async (target, context) => convoke(context, target, null),
  ).then(mailed);
}

/**
 * 'Envoyer le document': the registration's convention or contract to its trainee, issued from
 * today's data when none is in force yet, with a new link to their page where they accept it.
 */
/**
 * The funder's file number of a registration (an OPCO's, a CPF order's), as the attendance sheet
 * prints it: funders match the sheet to the file they pay. Blank takes it away.
 */
export async function setFunderFileNumber(
  input: z.input<typeof funderFileSchema>,
): Promise<ActionResult> {
  return adminMutation(
    { name: "setFunderFileNumber", schema: funderFileSchema, tags },
    input,
    async ({ id, file }, { tx, audit }) => {
      const registration = await recordFunderFileNumber(tx, id, file ?? null);
      if (registration === null) gone("Cette inscription");
      await audit({
        action: "update",
        entity: "registration",
        entityId: id,
        summary: `${registration} : n° de dossier du financeur ${file ? `« ${file} »` : "retiré"}`,
      });
      return { ok: true };
    },
  );
}

/** « Statut du stagiaire »: who they are for the yearly BPF, and their hours followed remotely. */
export async function setTraineeProfile(
  input: z.input<typeof traineeProfileSchema>,
): Promise<ActionResult> {
  return adminMutation(
    { name: "setTraineeProfile", schema: traineeProfileSchema },
    input,
    async ({ id, ...values }, { tx, audit }) => {
      const name = await recordTraineeStatus(tx, id, values);
      if (name === null) gone("Cette inscription");
      await audit({
        action: "update",
        entity: "registration",
        entityId: id,
        summary: `${name} : statut du stagiaire et heures à distance`,
      });
      return { ok: true };
    },
  );
}

export async function sendAgreement(id: number): Promise<ActionResult> {
  return adminMutation(
    { name: "sendAgreement", schema: recordId, tags },
    id,
    async (target, { tx, audit }) => {
      // Under the session's lock, as every change of a registration: a move or a hand-over
      // that supersedes the document is never half seen.
      const locked = await lockRegistrationSession(tx, target);
      if (!locked)
        throw new ActionRefused({
          ok: false,
          status: 409,
          error: "Cette inscription vient de changer : rechargez la page.",
        });
      const [registration] = await tx
        .select({
          trainee_name: registrations.trainee_name,
          status: registrations.status,
          accepted: registrationAgreements.accepted_at,
        })
        .from(registrations)
        .leftJoin(agreementPlaces, eq(agreementPlaces.registration_id, registrations.id))
        .leftJoin(
          registrationAgreements,
          eq(registrationAgreements.id, agreementPlaces.agreement_id),
        )
        .where(eq(registrations.id, target));
      if (registration!.accepted)
        throw new ActionRefused({
          ok: false,
          status: 409,
          error: "Ce document est déjà accepté : téléchargez-le depuis la page de la session.",
        });
      // Sent only where the trainee's page can take its acceptance.
      if (!agreementOpen(registration!.status, locked.session, currentDay()))
        throw new ActionRefused({
          ok: false,
          status: 409,
          error:
            "Le document s'envoie à une inscription à confirmer ou confirmée, avant le début de la session.",
        });
      if (!(await mailAgreement(tx, siteConfig, target, new Date())))
        throw new ActionRefused({
          ok: false,
          status: 409,
          error:
            "Financement CPF : l'inscription se contracte sur Mon Compte Formation, le site n'émet pas de document.",
        });
      await audit({
        action: "status",
        entity: "registration",
        entityId: target,
        summary: `${registration!.trainee_name} : document envoyé`,
      });
      return { ok: true, notice: `Document envoyé à ${registration!.trainee_name}.` };
    },
  ).then(mailed);
}

/** The session as saved now, for its edit dialog. */
export async function readSession(id: number) {
  return adminRead("readSession", "Cette session", id, sessionToEdit);
}
