import { progressText } from "@/features/assessment/public";
import type { StakeholderKind } from "@/features/surveys/public";
import { countOf } from "@/lib/text";

/** What the site holds, over a period, for the indicators it helps prove. */
export interface QualiopiCounts {
  formations: { published: number; incomplete: number; certifying: number; withRate: number };
  sessions: { started: number; trainees: number; convoked: number };
  /** Of the trainees expected at the sessions started: needs told, positioning answered. */
  beforeTraining: {
    withNeeds: number;
    formationsWithPositioning: number;
    askedPositioning: number;
    positioned: number;
  };
  /**
   * Published formations that evaluate what was learned; of the trainees who attended the
   * sessions ended in the period whose formation evaluates: those evaluated at the end (rated, or
   * the quiz answered), those who rated themselves before and after, and their average progress
   * (points on the 1–5 scale).
   */
  evaluation: {
    formations: number;
    asked: number;
    evaluated: number;
    rated: number;
    progress: number | null;
  };
  surveys: {
    sent: number;
    answered: number;
    satisfied: number;
    lowRated: number;
    handled: number;
    /** The other stakeholders' surveys sent in the period, and how many were answered. */
    stakeholders: Record<StakeholderKind, { sent: number; answered: number }>;
    /** The survey rules' thresholds (surveys/satisfaction.ts), for the sentences. */
    satisfiedFrom: number;
    lowRatingAtMost: number;
  };
  complaints: {
    received: number;
    acknowledgedIn48h: number;
    answeredInTime: number;
    dismissed: number;
    closed: number;
    overdue: number;
  };
  improvements: { opened: number; done: number };
  partners: number;
  accessibilityOfficer: string;
}

/** Held: the site holds the evidence; to complete: something is missing. */
export type IndicatorStatus = "held" | "missing";

export interface IndicatorRow {
  number: number;
  title: string;
  evidence: string;
  status: IndicatorStatus;
  /** Where the evidence, and what is missing, are in the dashboard. */
  links: (
    | "formations"
    | "certifications"
    | "sessions"
    | "answers"
    | "complaints"
    | "improvements"
    | "partners"
    | "funders"
  )[];
}

const status = (held: boolean): IndicatorStatus => (held ? "held" : "missing");

/** 'entreprises : 3 interrogées, 2 réponses', or 'financeurs : aucun interrogé'. */
function stakeholderText(
  who: string,
  [one, many, none]: [string, string, string],
  { sent, answered }: { sent: number; answered: number },
): string {
  return sent === 0
    ? `${who} : ${none}`
    : `${who} : ${countOf(sent, [one, many])}, ${countOf(answered, ["réponse", "réponses"])}`;
}

/**
 * The indicators of the national quality framework (RNQ) the site helps prove, in order, each
 * with what it holds for the period in an auditor's words, and whether something is missing.
 */
export function indicatorRows(counts: QualiopiCounts): IndicatorRow[] {
  const { formations, sessions, beforeTraining, evaluation, surveys, complaints, improvements } =
    counts;
  const { stakeholders } = surveys;
  const late = complaints.overdue > 0 ? `, ${complaints.overdue} en retard` : "";
  const classed =
    complaints.dismissed > 0
      ? ` (dont ${countOf(complaints.dismissed, ["classée", "classées"])} sans suite)`
      : "";
  return [
    {
      number: 1,
      title: "Information du public sur les prestations",
      evidence: `${countOf(formations.published, ["formation publiée", "formations publiées"])}, ${countOf(formations.incomplete, ["fiche à compléter", "fiches à compléter"])}.`,
      status: status(formations.incomplete === 0),
      links: ["formations"],
    },
    {
      number: 2,
      title: "Indicateurs de résultats",
      evidence: `${countOf(surveys.answered, ["avis de stagiaire", "avis de stagiaires"])}, dont ${countOf(surveys.satisfied, ["satisfait", "satisfaits"])} (${surveys.satisfiedFrom} ou plus sur 5) ; les résultats sont publiés sur chaque page de formation.`,
      status: status(surveys.answered > 0),
      links: ["answers"],
    },
    {
      number: 3,
      title: "Taux d'obtention des certifications",
      evidence:
        formations.certifying === 0
          ? "Aucune formation certifiante publiée."
          : `${countOf(formations.certifying, ["formation certifiante", "formations certifiantes"])}, ${formations.withRate} avec un taux d'obtention publié.`,
      status: status(formations.withRate >= formations.certifying),
      links: ["certifications"],
    },
    {
      number: 4,
      title: "Analyse du besoin",
      evidence: `Besoins reçus pour ${countOf(beforeTraining.withNeeds, ["stagiaire", "stagiaires"])} sur ${countOf(sessions.trainees, ["attendu", "attendus"])}, demandés à l'inscription et sur la page de chaque stagiaire.`,
      status: status(beforeTraining.withNeeds >= sessions.trainees),
      links: ["sessions"],
    },
    {
      number: 5,
      title: "Objectifs et adaptation de la prestation",
      evidence: `${evaluation.formations} sur ${countOf(formations.published, ["formation publiée", "formations publiées"])} avec l'évaluation des objectifs (auto-évaluation avant et après, ou quiz final) ; les besoins et le positionnement de chaque stagiaire adaptent la session (indicateurs 4 et 8).`,
      status: status(formations.published > 0 && evaluation.formations >= formations.published),
      links: ["formations"],
    },
    {
      number: 8,
      title: "Positionnement à l'entrée",
      evidence: `${beforeTraining.formationsWithPositioning} sur ${countOf(formations.published, ["formation publiée", "formations publiées"])} avec un questionnaire de positionnement ; ${countOf(beforeTraining.positioned, ["stagiaire positionné", "stagiaires positionnés"])} sur ${beforeTraining.askedPositioning}.`,
      status: status(
        beforeTraining.formationsWithPositioning >= formations.published &&
          beforeTraining.positioned >= beforeTraining.askedPositioning,
      ),
      links: ["formations"],
    },
    {
      number: 9,
      title: "Conditions de déroulement communiquées",
      evidence: `${countOf(sessions.started, ["session commencée", "sessions commencées"])}, ${countOf(sessions.convoked, ["stagiaire convoqué", "stagiaires convoqués"])} sur ${countOf(sessions.trainees, ["attendu", "attendus"])}.`,
      status: status(sessions.convoked >= sessions.trainees),
      links: ["sessions"],
    },
    {
      number: 11,
      title: "Évaluation de l'atteinte des objectifs",
      evidence: `${countOf(evaluation.evaluated, ["stagiaire évalué", "stagiaires évalués"])} en fin de formation sur ${evaluation.asked}${evaluation.progress === null ? "" : ` ; progression moyenne ${progressText(evaluation.progress)} sur 5 (${countOf(evaluation.rated, ["stagiaire noté", "stagiaires notés"])} avant et après)`} ; les résultats figurent sur chaque attestation.`,
      // No session ended in the period: held when the formations evaluate.
      status: status(
        evaluation.asked > 0 ? evaluation.evaluated >= evaluation.asked : evaluation.formations > 0,
      ),
      links: ["sessions"],
    },
    {
      number: 26,
      title: "Accueil des personnes en situation de handicap",
      evidence: `Référent handicap : ${counts.accessibilityOfficer}, nommé sur chaque page de formation, la convocation et la page du stagiaire ; ${countOf(counts.partners, ["partenaire listé", "partenaires listés"])}.`,
      status: status(counts.partners > 0),
      links: ["partners"],
    },
    {
      number: 30,
      title: "Recueil des appréciations des parties prenantes",
      evidence: `${countOf(surveys.sent, ["questionnaire envoyé", "questionnaires envoyés"])} aux stagiaires, ${countOf(surveys.answered, ["réponse", "réponses"])} ; ${stakeholderText("entreprises", ["interrogée", "interrogées", "aucune interrogée"], stakeholders.company)} ; ${stakeholderText("formateurs", ["interrogé", "interrogés", "aucun interrogé"], stakeholders.trainer)} ; ${stakeholderText("financeurs", ["interrogé", "interrogés", "aucun interrogé"], stakeholders.funder)}.`,
      // Every session has trainees and a trainer, and the provider works with funders; not every
      // session has a paying company.
      status: status(
        surveys.sent > 0 && stakeholders.trainer.sent > 0 && stakeholders.funder.sent > 0,
      ),
      links: ["answers", "funders"],
    },
    {
      number: 31,
      title: "Traitement des réclamations",
      evidence: `${countOf(complaints.received, ["réclamation", "réclamations"])}, ${complaints.acknowledgedIn48h} avec accusé de réception sous 48 h, ${countOf(complaints.answeredInTime, ["répondue dans le délai", "répondues dans le délai"])}, ${countOf(complaints.closed, ["close", "closes"])}${classed}${late}.`,
      status: status(complaints.overdue === 0),
      links: ["complaints"],
    },
    {
      number: 32,
      title: "Amélioration continue",
      evidence: `${countOf(improvements.opened, ["action d'amélioration ouverte", "actions d'amélioration ouvertes"])}, ${countOf(improvements.done, ["réalisée", "réalisées"])} ; avis notés ${surveys.lowRatingAtMost} ou moins sur 5 : ${countOf(surveys.handled, ["traité", "traités"])} sur ${surveys.lowRated}.`,
      status: status(surveys.handled >= surveys.lowRated),
      links: ["improvements"],
    },
  ];
}
