"use server";

import type { ActionResult } from "@/lib/action-result";
import { formationPurposeLines, parsePurposeChoice } from "@/lib/bpf";
import { formatEuros } from "@/lib/money";
import { formatDateTime } from "@/lib/dates";
import { eq } from "drizzle-orm";
import { siteConfig } from "@/config/site";
import type { Transaction } from "@/db/client";
import { adminMutation, gone, stale, type MutationContext } from "@/server/admin-mutation";
import { currentTime } from "@/server/clock";
import { classifyFormation } from "@/features/formations/public";
import { recordTraineeStatus } from "@/features/registrations/public";
import { recordTrainerCost } from "@/features/sessions/public";
import { setTrainerKind } from "@/features/trainers/public";
import {
  bpfFilingSchema,
  bpfFixSchema,
  bpfYearSchema,
  shownFilingSchema,
  type BpfFix,
  type BpfYearInput,
} from "./schema";
import { bpfFilings, bpfYears } from "./tables";
import { readBpfFacts, readBpfFilings } from "./admin-queries";
import { filedFiguresOf } from "./filed";
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
 * « Marquer comme déposé »: the dashboard stops reminding of the year's BPF, and the year keeps
 * its figures as filed, so that what moves afterwards shows as a change to rectify. A year
 * already filed is refused: a stale page must not file today's figures over the declaration.
 */
export async function markBpfFiled(year: number): Promise<ActionResult> {
  return adminMutation(
    { name: "markBpfFiled", schema: bpfFilingSchema },
    { year },
    async (values, context) => {
      const [filed] = await readBpfFilings(context.tx, values.year);
      if (filed) stale("Ce bilan est déjà marqué comme déposé");
      await file(values.year, "marqué déposé", context);
      return { ok: true };
    },
  );
}

/**
 * « Marquer le rectificatif déposé »: a new filing, with today's figures, over the one the page
 * showed (`filingId`), which the year keeps.
 */
export async function markBpfRectified(year: number, filingId: number): Promise<ActionResult> {
  return adminMutation(
    { name: "markBpfRectified", schema: shownFilingSchema },
    { year, filingId },
    async (values, context) => {
      await shownFiling(context.tx, values);
      await file(values.year, "rectificatif marqué déposé", context);
      return { ok: true };
    },
  );
}

/**
 * « Annuler le dépôt », for a filing marked by mistake: removes the latest (`filingId`, the one
 * the page showed), journaled; the filing it rectified, if any, is in force again.
 */
export async function undoBpfFiling(year: number, filingId: number): Promise<ActionResult> {
  return adminMutation(
    { name: "undoBpfFiling", schema: shownFilingSchema },
    { year, filingId },
    async (values, { tx, audit }) => {
      const latest = await shownFiling(tx, values);
      await tx.delete(bpfFilings).where(eq(bpfFilings.id, latest.id));
      await audit({
        action: "delete",
        entity: "bpf",
        entityId: values.year,
        summary: `Bilan pédagogique et financier ${values.year} : dépôt du ${formatDateTime(latest.filed_at)} par ${latest.filed_by} annulé`,
      });
      return { ok: true };
    },
  );
}

/** The year's filing in force, refused unless it is the one the page showed. */
async function shownFiling(tx: Transaction, shown: { year: number; filingId: number }) {
  const [latest] = await readBpfFilings(tx, shown.year);
  if (latest?.id !== shown.filingId) stale("Les dépôts de ce bilan ont changé");
  return latest;
}

/** A filing of the year by the admin asking, with every figure as the site computes it now. */
async function file(year: number, what: string, { tx, audit, admin }: MutationContext) {
  const now = currentTime();
  const facts = await readBpfFacts(tx, year, siteConfig.company.accountingYearEnd, now);
  await tx.insert(bpfFilings).values({
    year,
    filed_at: now,
    filed_by: `${admin.profile.name} ${admin.profile.last_name}`,
    figures: filedFiguresOf(computeBpf(facts)),
  });
  await audit({
    action: "update",
    entity: "bpf",
    entityId: year,
    summary: `Bilan pédagogique et financier ${year} ${what}`,
  });
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
