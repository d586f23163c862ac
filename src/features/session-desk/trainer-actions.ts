"use server";

import { count, eq } from "drizzle-orm";
import type { ActionResult } from "@/lib/action-result";
import { recordId } from "@/lib/validation";
import { ActionRefused } from "@/server/action-result";
import { adminMutation, gone, targetId } from "@/server/admin-mutation";
import { adminRead } from "@/server/admin-read";
import { cacheTags } from "@/server/cache/tags";
import { currentDay } from "@/server/clock";
import { siteConfig } from "@/config/site";
import { supersedeSessionAgreements } from "@/features/agreements/public";
import { revokeTrainerLinks } from "@/features/attendance/public";
import { copyTrainerToSessions } from "@/features/sessions/public";
import { trainingSessions } from "@/features/sessions/tables";
import { removeTrainer, trainerToEdit, writeTrainer } from "@/features/trainers/public";
import { trainerSchema, type TrainerInput } from "@/features/trainers/client";
import { trainers } from "@/features/trainers/tables";

const tags = [cacheTags.sessions];

/**
 * « Nouveau formateur » and « Modifier »: the record, and its copy on the sessions that have not
 * ended (decision 084). A new address closes the trainer's signing links of those sessions: the
 * link and the account of the address countersign in the trainer's name. A new name or
 * credentials make their documents not yet accepted stale.
 */
export async function saveTrainer(id: number | null, input: TrainerInput): Promise<ActionResult> {
  return adminMutation(
    { name: "saveTrainer", schema: trainerSchema, tags },
    input,
    async (values, { tx, audit }) => {
      const target = id === null ? null : targetId(id);
      const [before] =
        target === null ? [] : await tx.select().from(trainers).where(eq(trainers.id, target));
      if (target !== null && !before) gone("Ce formateur");
      const saved = await writeTrainer(tx, target, {
        name: values.name,
        email: values.email ?? null,
        kind: values.kind,
        credentials: values.credentials ?? null,
      });
      if (!saved) gone("Ce formateur");
      const sessions = await copyTrainerToSessions(tx, saved, currentDay());
      for (const session of sessions) {
        if (before && before.email !== saved.email)
          await revokeTrainerLinks(tx, session, new Date());
        // A contract not yet accepted states the trainer's name and credentials (L6353-4):
        // it is issued again from the new ones when staff send it.
        if (before && (before.name !== saved.name || before.credentials !== saved.credentials))
          await supersedeSessionAgreements(tx, siteConfig, session, new Date());
      }
      await audit({
        action: target === null ? "create" : "update",
        entity: "trainer",
        entityId: saved.id,
        summary: saved.name,
      });
      return { ok: true };
    },
  );
}

/** Removes a trainer no session names: one who taught keeps their record, which the BPF counts. */
export async function deleteTrainer(id: number): Promise<ActionResult> {
  return adminMutation(
    { name: "deleteTrainer", schema: recordId },
    id,
    async (target, { tx, audit }) => {
      const [named] = await tx
        .select({ sessions: count() })
        .from(trainingSessions)
        .where(eq(trainingSessions.trainer_id, target));
      if (named!.sessions > 0)
        throw new ActionRefused({
          ok: false,
          status: 409,
          error:
            "Des sessions nomment ce formateur : il reste enregistré pour elles et pour le bilan pédagogique et financier.",
        });
      const name = await removeTrainer(tx, target);
      if (name === undefined) gone("Ce formateur");
      await audit({ action: "delete", entity: "trainer", entityId: target, summary: name });
      return { ok: true };
    },
  );
}

/** The trainer as saved now, for its edit dialog. */
export async function readTrainer(id: number) {
  return adminRead("readTrainer", "Ce formateur", id, trainerToEdit);
}
