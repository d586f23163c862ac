"use server";

import { proofEffects } from "./proof-effects";
import { headers } from "next/headers";
import { parisDay } from "@/lib/dates";
import { siteConfig } from "@/config/site";
import type { ActionResult } from "@/lib/action-result";
import { countOf, oneLine } from "@/lib/text";
import { recordId } from "@/lib/validation";
import { z } from "@/lib/zod";
import { ActionRefused } from "@/server/action-result";
import { adminMutation, type MutationContext } from "@/server/admin-mutation";
import { signerEvidenceOf } from "@/server/client-address";
import { cacheTags } from "@/server/cache/tags";
import { currentTime } from "@/server/clock";
import { enqueueMails } from "@/server/mail/outbox";
import { getSiteSecret } from "@/server/site-secret";
import { mailed, wakeMailer } from "@/server/mail/mailer";
import {
  countersignRefusal,
  isSessionTrainer,
  markAttendance,
  readAttendanceSession,
  recordableSlot,
  recordCountersignature,
  settleUncertified,
  unmarkedTrainees,
  type AttendanceRefusal,
  type MarkRequest,
} from "./marks";
import {
  allPresentSchema,
  trainerLinkSchema,
  attendanceMarkSchema,
  resultsSchema,
  signatureSchema,
  slotSchema,
  traineeSlotSchema,
  type AttendanceMarkInput,
} from "./schema";
import { markText, slotText } from "./text";
import { resultsEnteredBy } from "@/features/assessment/public";
import { recordResults } from "./countersigning";
import { signingProblems } from "./signing-problems";
import { type Slot, registeredSession, lockedSession } from "@/features/sessions/public";
import {
  newTrainerLink,
  trainerLinkAddress,
  trainerLinkInForce,
  trainerLinkSession,
} from "./trainer-link";
import { trainerLinkMail } from "./mails";

// A presence changes the completion rate the formation pages publish.
const tags = [cacheTags.sessions];

function refuse(refusal: AttendanceRefusal): never {
  throw new ActionRefused(
    refusal.field
      ? {
          ok: false,
          status: 409,
          error: refusal.message,
          fieldErrors: { [refusal.field]: refusal.message },
        }
      : { ok: false, status: 409, error: refusal.message },
  );
}

/** The session, locked, and the half-day the request names once it may be recorded. */
async function lockedSlot(
  { tx }: MutationContext,
  request: { session: number; day: string; half: Slot["half"] },
) {
  await lockedSession(tx, request.session);
  const session = await readAttendanceSession(tx, request.session);
  if (!session) refuse({ message: "Cette session n'existe plus." });
  const slot = recordableSlot(session, request.day, request.half, currentTime());
  if (!("start" in slot)) refuse(slot);
  return { session, slot };
}

async function mark(
  context: MutationContext,
  { session, slot }: Awaited<ReturnType<typeof lockedSlot>>,
  request: MarkRequest,
) {
  const now = currentTime();
  const result = await markAttendance(
    context.tx,
    context.admin.profile.id,
    session,
    slot,
    request,
    now,
  );
  if ("message" in result) refuse(result);
  for (const change of result.changes.filter((change) => change.before)) {
    // A correction may clear the trainee's signature from the sheet: the journal keeps whence it came.
    const was = change.before?.signed_at
      ? `${markText(change.before)} depuis ${change.before.signer_address}`
      : markText(change.before);
    await context.audit({
      action: "status",
      entity: "registration",
      entityId: change.registrationId,
      evidence: true,
      summary: `Présence corrigée : ${change.name}, ${slotText(slot)}, ${was} → ${markText({ ...request, arrived_at: request.arrived_at ?? null, left_at: request.left_at ?? null, signed_at: null })}${request.reason ? `. Motif : ${oneLine(request.reason)}` : ""}`,
    });
  }
  // Certificates already sent state the hours: a correction issues them anew, on the next
  // version of the attendance, whose reason is the correction's.
  await proofEffects().proofChanged(
    context.tx,
    siteConfig,
    session,
    result.changes.map((change) => change.registrationId),
    now,
    `Présence corrigée : ${result.changes.map((change) => change.name).join(", ")}, ${slotText(slot)}${request.reason ? `. Motif : ${oneLine(request.reason)}` : ""}`,
  );
  return result.changes.length;
}

/** A cell of the grid, or the ticked trainees: present, absent or partial for one half-day. */
export async function markAttendanceAction(input: AttendanceMarkInput): Promise<ActionResult> {
  return adminMutation(
    { name: "markAttendance", schema: attendanceMarkSchema, tags },
    input,
    async (request, context) => {
      await mark(context, await lockedSlot(context, request), request);
      wakeMailer();
      return { ok: true };
    },
  );
}

/**
 * 'Tous présents': every trainee of the half-day nobody has recorded yet, with the reason they
 * did not sign it (a paper sheet, the site unreachable in the room).
 */
export async function markAllPresentAction(
  input: z.input<typeof allPresentSchema>,
): Promise<ActionResult> {
  return adminMutation(
    { name: "markAllPresent", schema: allPresentSchema, tags },
    input,
    async (request, context) => {
      const locked = await lockedSlot(context, request);
      const { slot } = locked;
      const ids = await unmarkedTrainees(context.tx, request.session, slot);
      if (ids.length === 0)
        return { ok: true, notice: `Chaque stagiaire est déjà renseigné pour ${slotText(slot)}.` };
      const count = await mark(context, locked, { ids, status: "present", reason: request.reason });
      wakeMailer();
      return {
        ok: true,
        notice: `${countOf(count, ["stagiaire marqué présent", "stagiaires marqués présents"])} : ${slotText(slot)}.`,
      };
    },
  );
}

/**
 * « Ne pas certifier »: a trainee's ended half-day whose proof will not come is settled as not
 * certified, so that their certificate goes out without its hours rather than wait for ever.
 */
export async function settleUncertifiedAction(
  input: z.input<typeof traineeSlotSchema>,
): Promise<ActionResult> {
  return adminMutation(
    { name: "settleUncertified", schema: traineeSlotSchema, tags },
    input,
    async (request, context) => {
      const { session, slot } = await lockedSlot(context, request);
      const now = currentTime();
      const settled = await settleUncertified(context.tx, session, request.registration, slot, now);
      if (settled !== "settled") refuse({ message: settleRefusals[settled] });
      await context.audit({
        action: "status",
        entity: "registration",
        entityId: request.registration,
        evidence: true,
        summary: `Demi-journée non certifiée : ${slotText(slot)}, sans preuve de présence`,
      });
      return { ok: true, notice: `${slotText(slot)} ne sera pas certifiée.` };
    },
  );
}

const settleRefusals = {
  unrecorded:
    "Cette demi-journée n'est pas renseignée : indiquez d'abord dans la grille si le stagiaire était présent ou absent.",
  running: "Cette demi-journée n'est pas terminée : sa preuve peut encore venir.",
  proven: "Cette demi-journée est prouvée : ses heures figurent au certificat.",
} as const;

const countersignSchema = z.intersection(slotSchema, signatureSchema);

/**
 * The trainer's signature of a half-day, from the dashboard, by the session's named trainer
 * signed in with their own account (their e-mail is the session's trainer e-mail). Nobody else
 * countersigns in their name: the sheet says the trainer attests it (docs/decisions/078).
 */
export async function countersignAction(input: Record<string, unknown>): Promise<ActionResult> {
  const evidence = signerEvidenceOf(await headers());
  return adminMutation(
    { name: "countersign", schema: countersignSchema, tags: [] },
    input,
    async (values, context) => {
      const { session, slot } = await lockedSlot(context, values);
      if (!session.trainer || !isSessionTrainer(session, context.admin.email))
        refuse({ message: countersignRefusal(session.trainer) });
      const done = await recordCountersignature(
        context.tx,
        session,
        slot,
        values,
        { userId: context.admin.profile.id, trainerName: session.trainer },
        evidence,
        currentTime(),
      );
      if (done === "already") refuse({ message: `${slotText(slot)} est déjà contresigné.` });
      await context.audit({
        action: "status",
        entity: "session",
        entityId: session.id,
        summary: `Émargement contresigné : ${slotText(slot)}`,
      });
      return { ok: true, notice: `Demi-journée contresignée : ${slotText(slot)}.` };
    },
  );
}

/**
 * « Créer le lien du formateur », then « Remplacer le lien » (confirmed on the page): a personal
 * link for the trainer to countersign without an account; a new one closes the last.
 */
export async function createTrainerLinkAction(
  input: z.input<typeof trainerLinkSchema>,
): Promise<ActionResult> {
  return adminMutation(
    { name: "createTrainerLink", schema: trainerLinkSchema, tags: [] },
    input,
    async ({ id, replace }, context) => {
      await trainerSession(context, id);
      const secret = await getSiteSecret();
      const replaced = (await trainerLinkInForce(context.tx, secret, id)) !== null;
      // « Créer » from a page drawn before a colleague made one must not close the link the
      // trainer already holds: only the confirmed « Remplacer » does.
      if (replaced && !replace)
        refuse({ message: "Un lien du formateur existe déjà : rechargez la page." });
      await newTrainerLink(context.tx, secret, id, currentTime());
      await context.audit({
        action: "create",
        entity: "session",
        entityId: id,
        summary: replaced
          ? "Lien d'émargement du formateur remplacé"
          : "Nouveau lien d'émargement du formateur",
      });
      return { ok: true };
    },
  );
}

/** « Envoyer au formateur »: the link in force, mailed to the trainer's address the session names. */
export async function sendTrainerLinkAction(sessionId: number): Promise<ActionResult> {
  return adminMutation(
    { name: "sendTrainerLink", schema: recordId, tags: [] },
    sessionId,
    async (id, context) => {
      const session = await trainerSession(context, id);
      if (!session.trainer_email)
        refuse({ message: "Indiquez d'abord l'e-mail du formateur dans la session." });
      const token = await trainerLinkInForce(context.tx, await getSiteSecret(), id);
      if (!token) refuse({ message: "Créez d'abord le lien du formateur." });
      if ((await trainerLinkSession(context.tx, token, parisDay(currentTime()))) === null)
        refuse({
          message: "Ce lien ne sert plus : la session est terminée depuis trop longtemps.",
        });
      await enqueueMails(context.tx, [
        trainerLinkMail(
          siteConfig,
          { name: session.trainer, email: session.trainer_email },
          await registeredSession(context.tx, id),
          trainerLinkAddress(siteConfig, token),
        ),
      ]);
      await context.audit({
        action: "status",
        entity: "session",
        entityId: id,
        summary: `Lien d'émargement envoyé au formateur (${session.trainer_email})`,
      });
      wakeMailer();
      return { ok: true, notice: `Lien envoyé à ${session.trainer_email}.` };
    },
  );
}

/** The session, locked, once it names its trainer: their link signs in their name. */
async function trainerSession(context: MutationContext, id: number) {
  await lockedSession(context.tx, id);
  const session = await readAttendanceSession(context.tx, id);
  if (!session) refuse({ message: "Cette session n'existe plus." });
  const { trainer } = session;
  if (!trainer)
    refuse({
      message: "Indiquez d'abord le formateur de la session : le lien signe en son nom.",
    });
  return { ...session, trainer };
}

/**
 * « Saisir les résultats » on the session's page: staff record a trainee's result for each
 * objective, as the trainer would by their link (when they gave them on paper, or cannot); the
 * attestation names who entered them.
 */
export async function recordResultsAction(
  input: z.input<typeof resultsSchema>,
): Promise<ActionResult> {
  return adminMutation(
    { name: "recordResults", schema: resultsSchema, tags },
    input,
    async (request, context) => {
      await lockedSession(context.tx, request.session);
      const session = await readAttendanceSession(context.tx, request.session);
      if (!session || session.status === "cancelled")
        refuse({ message: "Cette session n'existe plus ou est annulée : rechargez la page." });
      const { name, last_name } = context.admin.profile;
      const result = await recordResults(
        context.tx,
        siteConfig,
        session,
        request.registration,
        request.fields,
        { now: currentTime(), enteredBy: resultsEnteredBy.staff(`${name} ${last_name}`) },
      );
      if (result !== "evaluated") refuse({ message: signingProblems[result] });
      await context.audit({
        action: "update",
        entity: "registration",
        entityId: request.registration,
        evidence: true,
        summary: "Résultats de l'évaluation des acquis enregistrés",
      });
      return { ok: true, notice: "Résultats enregistrés." };
    },
  ).then(mailed); // the attestation they complete may be mailed at once
}
