import { formatLongDate } from "@/lib/dates";

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

const NO_PREREQUISITES = "Aucun prérequis";

export function prerequisitesText(prerequisites: string | null): string {
  return prerequisites?.trim() || NO_PREREQUISITES;
}

export interface CertificationFields {
  certification: boolean;
  certification_name: string | null;
  certification_code: string | null;
  certifier: string | null;
  certification_registered_on: string | null;
}

/** A certifying formation's registration; null for another. */
export function certificationInfo(
  formation: CertificationFields,
): { lines: string[]; url: string | null } | null {
  if (!formation.certification) return null;
  const lines = [
    formation.certification_name ? `Certification : ${formation.certification_name}` : null,
    formation.certification_code ? `Code : ${formation.certification_code}` : null,
    formation.certifier ? `Certificateur : ${formation.certifier}` : null,
    formation.certification_registered_on
      ? `Date d'enregistrement : ${formatLongDate(formation.certification_registered_on)}`
      : null,
  ].filter((line): line is string => line !== null);
  if (lines.length === 0) return null;
  return {
    lines,
    url: formation.certification_code ? franceCompetencesUrl(formation.certification_code) : null,
  };
}
