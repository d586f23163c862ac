import type { ComputedYear } from "@/features/surveys/public";

/**
 * What the national quality standard (Qualiopi, criterion 1) requires each formation to publish,
 * and what is missing from one: the list the dashboard shows and an auditor would check.
 */
export interface QualiopiFields {
  objectives: readonly string[] | null;
  duration: string;
  price_no_tax: string;
  access_modalities: string | null;
  access_time: string | null;
  methods_used: readonly string[] | null;
  assessment_methods: readonly string[] | null;
  contact_user_id: number | null;
  certification: boolean;
  certification_name: string | null;
  certification_code: string | null;
  certifier: string | null;
  certification_registered_on: string | null;
}

const blank = (text: string | null) => !text?.trim();
const empty = (list: readonly string[] | null) => !list?.length;

/**
 * The missing items, in the order of the page. Prerequisites are never missing (the page says
 * 'Aucun prérequis'), nor is accessibility (the site-wide sentence and referent apply).
 */
export function qualiopiGaps(formation: QualiopiFields): string[] {
  const gaps: [boolean, string][] = [
    [empty(formation.objectives), "Objectifs manquants"],
    [blank(formation.duration), "Durée manquante"],
    [blank(formation.access_modalities), "Modalités d'accès manquantes"],
    [blank(formation.access_time), "Délais d'accès manquants"],
    [formation.contact_user_id === null, "Contact manquant"],
    [empty(formation.methods_used), "Méthodes mobilisées manquantes"],
    [empty(formation.assessment_methods), "Modalités d'évaluation manquantes"],
  ];
  if (formation.certification) {
    gaps.push(
      [blank(formation.certification_name), "Intitulé de la certification manquant"],
      [blank(formation.certification_code), "Code RNCP ou RS manquant"],
      [blank(formation.certifier), "Certificateur manquant"],
      [formation.certification_registered_on === null, "Date d'enregistrement manquante"],
    );
  }
  return gaps.filter(([missing]) => missing).map(([, label]) => label);
}

/** The certification's record at France Compétences: RNCP35584 → /recherche/rncp/35584/. */
export function franceCompetencesUrl(code: string): string | null {
  const match = /^(RNCP|RS)(\d{1,6})$/.exec(code);
  if (!match) return null;
  return `https://www.francecompetences.fr/recherche/${match[1]!.toLowerCase()}/${match[2]}/`;
}

export interface YearResults {
  year: number;
  trainees: number;
  satisfaction_rate: number | null;
  completion_rate: number | null;
  success_rate: number | null;
  /** Computed from the sessions and their surveys (issue 23), with its basis; absent for a year entered by hand. */
  computed?: {
    responses: number;
    response_rate: number | null;
    months: readonly [number, number] | null;
  };
}

/**
 * A formation's published years, newest first: a year its sessions and surveys count wins over
 * the figures entered by hand for it (their certification success rate, never computed, stays);
 * a year only entered by hand is kept as entered.
 */
export function publishedYears(
  entered: readonly YearResults[],
  computed: readonly ComputedYear[],
): YearResults[] {
  const byYear = new Map<number, YearResults>(entered.map((row) => [row.year, row]));
  for (const { responses, response_rate, months, ...figures } of computed) {
    byYear.set(figures.year, {
      ...figures,
      success_rate: byYear.get(figures.year)?.success_rate ?? null,
      computed: { responses, response_rate, months },
    });
  }
  return [...byYear.values()].sort((a, b) => b.year - a.year);
}

export interface OverallResults {
  years: string;
  trainees: number;
  satisfaction_rate: number | null;
  completion_rate: number | null;
  success_rate: number | null;
}

/**
 * The provider's results over several rows (formations and years): rates weighted by trainees,
 * each over the rows that have it, rounded to whole percentages.
 */
export function overallResults(rows: readonly YearResults[]): OverallResults | null {
  if (rows.length === 0) return null;
  const weighted = (rate: "satisfaction_rate" | "completion_rate" | "success_rate") => {
    const counted = rows.filter((row) => row[rate] !== null && row.trainees > 0);
    const trainees = counted.reduce((sum, row) => sum + row.trainees, 0);
    if (trainees === 0) return null;
    return Math.round(counted.reduce((sum, row) => sum + row[rate]! * row.trainees, 0) / trainees);
  };
  const years = rows.map((row) => row.year);
  const first = Math.min(...years);
  const last = Math.max(...years);
  return {
    years: first === last ? String(first) : `${first}-${last}`,
    trainees: rows.reduce((sum, row) => sum + row.trainees, 0),
    satisfaction_rate: weighted("satisfaction_rate"),
    completion_rate: weighted("completion_rate"),
    success_rate: weighted("success_rate"),
  };
}
