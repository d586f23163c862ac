"use server";

import type { ActionResult } from "@/lib/action-result";
import { formationPurposeLines, parsePurposeChoice } from "@/lib/bpf";
import { formatEuros } from "@/lib/money";
import { z } from "@/lib/zod";
import { siteConfig } from "@/config/site";
import { adminMutation, gone } from "@/server/admin-mutation";
import { currentTime } from "@/server/clock";
import { classifyFormation } from "@/features/formations/public";
import { recordTraineeStatus } from "@/features/registrations/public";
import { recordTrainerCost } from "@/features/sessions/public";
import { setTrainerKind } from "@/features/trainers/public";
import { bpfFixSchema, bpfYearSchema, type BpfFix, type BpfYearInput } from "./schema";
import { bpfYears } from "./tables";
import { readBpfFacts } from "./admin-queries";
import { figuresOf } from "./filed";
import { computeBpf } from "./form";

const amountText = (cents: number | null) => (cents === null ? "non saisi" : formatEuros(cents));

/** « Enregistrer »: the year's total charges and global turnover, from the accounts. */
export async function saveBpfYear(input: BpfYearInput): Promise<ActionResult> {
  return adminMutation(
    { name: "saveBpfYear", schema: bpfYearSchema },
    input,
    async ({ year, total_charges, global_turnover }, { tx, audit }) => {
      await tx
        .insert(bpfYears)
        .values({ year, total_charges, global_turnover })
        .onConflictDoUpdate({ target: bpfYears.year, set: { total_charges, global_turnover } });
      await audit({
        action: "update",
        entity: "bpf",
        entityId: year,
        summary: `Bilan pédagogique et financier ${year} : charges ${amountText(total_charges)}, chiffre d'affaires global ${amountText(global_turnover)}`,
      });
      return { ok: true };
    },
  );
}

/**
 * « Marquer comme déposé » (or not, when staff marked it by mistake): the dashboard stops
 * reminding of the year's BPF once it is filed on Mon Activité Formation, and the year keeps
 * every figure as filed, so that what moves afterwards shows as a change to rectify. Marking a
 * rectification filed keeps the figures anew.
 */
export async function markBpfFiled(year: number, filed: boolean): Promise<ActionResult> {
  return adminMutation(
    {
      name: "markBpfFiled",
      schema: z.object({ year: z.number().int().min(2000).max(2100), filed: z.boolean() }),
    },
    { year, filed },
    async (values, { tx, audit, admin }) => {
      const now = currentTime();
      const mark = filed
        ? {
            filed_at: now,
            filed_by: `${admin.profile.name} ${admin.profile.last_name}`,
            filed_figures: figuresOf(
              computeBpf(
                await readBpfFacts(tx, values.year, siteConfig.company.accountingYearEnd, now),
              ),
            ),
          }
        : { filed_at: null, filed_by: null, filed_figures: null };
      await tx
        .insert(bpfYears)
        .values({ year: values.year, ...mark })
        .onConflictDoUpdate({ target: bpfYears.year, set: mark });
      await audit({
        action: "update",
        entity: "bpf",
        entityId: values.year,
        summary: `Bilan pédagogique et financier ${values.year} ${filed ? "marqué déposé" : "marqué à déposer"}`,
      });
      return { ok: true };
    },
  );
}

/**
 * What the list of what is missing completes where it lists it: a trainee's status, a
 * trainer's, a formation's purpose or speciality, a session's trainer cost. Each record is
 * written by the domain that owns it.
 */
export async function fixBpfGap(input: BpfFix): Promise<ActionResult> {
  return adminMutation(
    { name: "fixBpfGap", schema: bpfFixSchema },
    input,
    async (fix, { tx, audit }) => {
      const entry = async (
        entity: "registration" | "trainer" | "formation" | "session",
        name: string | undefined | null,
        what: string,
      ) => {
        if (name === undefined || name === null) gone("Cet enregistrement");
        await audit({ action: "update", entity, entityId: fix.id, summary: `${name} : ${what}` });
      };
      switch (fix.kind) {
        case "status":
          await entry(
            "registration",
            await recordTraineeStatus(tx, fix.id, { trainee_status: fix.value }),
            "statut du stagiaire",
          );
          break;
        case "trainerKind":
          await entry(
            "trainer",
            await setTrainerKind(tx, fix.id, fix.value),
            "statut du formateur",
          );
          break;
        case "nsf":
          await entry(
            "formation",
            (await classifyFormation(tx, fix.id, { nsf_code: fix.value }))?.title,
            `code NSF ${fix.value}`,
          );
          break;
        case "purpose": {
          const purpose = parsePurposeChoice(fix.value)!;
          const saved = await classifyFormation(tx, fix.id, purpose);
          await entry(
            "formation",
            saved?.title,
            `objectif ${formationPurposeLines[purpose.purpose].code}`,
          );
          break;
        }
        case "cost": {
          const found = await recordTrainerCost(tx, fix.id, fix.value!);
          await entry(
            "session",
            found ? `Session ${fix.id}` : undefined,
            `coût du formateur ${formatEuros(fix.value!)} HT`,
          );
          break;
        }
      }
      return { ok: true };
    },
  );
}
