import { z } from "@/lib/zod";
import { bpfDeadline, lastClosedYear, parsePurposeChoice, traineeStatuses } from "@/lib/bpf";
import { isNsfCode } from "@/lib/nsf";
import { searchParam, type SearchParams } from "@/lib/list-params";
import { optionalEuros, optionalYearEuros, recordId } from "@/lib/validation";
import { trainerKinds } from "@/features/trainers/client";

/** The first year the page offers: the site keeps no earlier invoices. */
const FIRST_YEAR = 2020;

/**
 * The accounting year an address names (`?annee=2026`, the year it closes in): one closed or
 * under way. Without one, the last closed year until its BPF's deadline, when staff prepare it;
 * the year under way after.
 */
export function readBpfYear(params: SearchParams, today: string, yearEnd: string): number {
  const typed = Number(searchParam(params, "annee"));
  const lastClosed = lastClosedYear(yearEnd, today);
  if (Number.isInteger(typed) && typed >= FIRST_YEAR && typed <= lastClosed + 1) return typed;
  return today <= bpfDeadline(lastClosed) ? lastClosed : lastClosed + 1;
}

/** The years the page offers, newest first: each closed one, and the one under way. */
export function bpfYearChoices(today: string, yearEnd: string): number[] {
  const years: number[] = [];
  for (let year = lastClosedYear(yearEnd, today) + 1; year >= FIRST_YEAR; year -= 1)
    years.push(year);
  return years;
}

const year = z.number().int().min(2000).max(2100);

/** What staff enter for a year from their accounts. */
export const bpfYearSchema = z.object({
  year,
  total_charges: optionalYearEuros,
  global_turnover: optionalYearEuros,
});

export type BpfYearInput = z.input<typeof bpfYearSchema>;

/** A year to mark filed, and the filing a page showed, which it rectifies or undoes. */
export const bpfFilingSchema = z.object({ year });
export const shownFilingSchema = z.object({ year, filingId: recordId });

/** One thing the list of what is missing asks, with the value staff chose for it. */
export const bpfFixSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("status"),
    id: recordId,
    value: z.enum(traineeStatuses, "Choisissez un statut."),
  }),
  z.object({
    kind: z.literal("trainerKind"),
    id: recordId,
    value: z.enum(trainerKinds, "Choisissez un statut."),
  }),
  z.object({
    kind: z.literal("nsf"),
    id: recordId,
    value: z.string().refine(isNsfCode, "Choisissez une spécialité de la liste."),
  }),
  z.object({
    kind: z.literal("purpose"),
    id: recordId,
    // 'rncp:5' for a diploma of level 5: a purpose, and its level for the RNCP.
    value: z
      .string()
      .refine((text) => parsePurposeChoice(text) !== null, "Choisissez un objectif de la liste."),
  }),
  z.object({
    kind: z.literal("cost"),
    id: recordId,
    value: optionalEuros.refine((cents) => cents !== null, "Le coût est requis."),
  }),
]);

export type BpfFix = z.input<typeof bpfFixSchema>;
