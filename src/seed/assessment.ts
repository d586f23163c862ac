import { and, eq, inArray } from "drizzle-orm";
import { parisInstant } from "@/lib/dates";
import {
  DEFAULT_NEEDS_QUESTIONS,
  RESULT_LEVELS,
  resultsEnteredBy,
  type QuestionnaireAnswer,
} from "@/features/assessment/constants";
import type { Transaction } from "@/db/client";
import { formations } from "@/features/formations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";
import { questionnaireAnswers } from "@/features/assessment/tables";
import { type PositioningQuestion, type QuizQuestion } from "@/features/formations/constants";

/**
 * The demo's needs, positioning and evaluation (Qualiopi indicators 4, 5, 8 and 11): every
 * formation asks a positioning and rates its objectives but one, left without on purpose so that
 * the Qualiopi page has a gap to show; most trainees have told their needs, half of those asked
 * have answered the positioning, and the past sessions' trainees rated the objectives before and
 * after. The Python formation has a final quiz and publishes its progress.
 */

const LEFT_WITHOUT = "robotique-et-iot-las-vegas";

/** The Python formation's own questionnaire, as its trainer wrote it. */
const pythonQuestions: PositioningQuestion[] = [
  { kind: "scale", label: "Je sais écrire une boucle et une fonction en Python." },
  { kind: "scale", label: "Je sais lire un fichier CSV et en calculer une moyenne." },
  {
    kind: "choice",
    label: "Avez-vous déjà utilisé pandas ?",
    choices: ["Jamais", "Quelques fois", "Régulièrement"],
  },
  { kind: "text", label: "Quelles données aimeriez-vous analyser pendant la formation ?" },
];

/** The Python formation's final quiz. */
const pythonQuiz: QuizQuestion[] = [
  {
    label: "Quelle bibliothèque lit un fichier CSV en tableau de données ?",
    choices: ["pandas", "requests", "pytest"],
    answer: 0,
  },
  {
    label: "Que renvoie df.groupby('magasin')['ventes'].sum() ?",
    choices: ["Le total des ventes par magasin", "Le nombre de magasins", "Une erreur"],
    answer: 0,
  },
  {
    label: "Quel graphique montre le mieux une évolution dans le temps ?",
    choices: ["Un camembert", "Une courbe", "Un nuage de mots"],
    answer: 1,
  },
];

/**
 * Any other formation's: what the self-assessment does not ask (it rates every objective 1 to 5
 * already, and the page asked the same thing twice when the positioning did too): practice and
 * the trainee's own case.
 */
const otherQuestions: PositioningQuestion[] = [
  {
    kind: "choice",
    label: "Avez-vous déjà pratiqué le sujet dans votre travail ?",
    choices: ["Jamais", "Un peu", "Régulièrement"],
  },
  {
    kind: "text",
    label: "Sur quel cas de votre travail aimeriez-vous appliquer la formation ?",
  },
];

const needsAnswers = [
  "Automatiser les rapports mensuels de mon équipe.",
  "Quelques notions, apprises seul sur des tutoriels.",
  "Je ne peux pas être là le vendredi après 16 h.",
];

function answersTo(questions: readonly PositioningQuestion[], seed: number): QuestionnaireAnswer[] {
  return questions.map((question, index) => ({
    question: question.label,
    kind: question.kind,
    answer:
      question.kind === "scale"
        ? String(((seed + index) % 4) + 1)
        : question.kind === "choice"
          ? question.choices![(seed + index) % question.choices!.length]!
          : "Nos tableaux de ventes par magasin.",
  }));
}

export async function seedBeforeTraining(
  tx: Transaction,
  inserted: { id: number; slug: string }[],
  today: string,
): Promise<void> {
  const ids = inserted.filter((row) => row.slug !== LEFT_WITHOUT).map((row) => row.id);
  if (ids.length === 0) return;
  const asked = await tx
    .select({ id: formations.id, slug: formations.slug, objectives: formations.objectives })
    .from(formations)
    .where(inArray(formations.id, ids));
  const questionsOf = new Map<number, PositioningQuestion[]>();
  const objectivesOf = new Map<number, string[]>();
  for (const formation of asked) {
    const python = formation.slug === "python-pour-l-analyse-de-donnees";
    const questions = python ? pythonQuestions : otherQuestions;
    questionsOf.set(formation.id, questions);
    objectivesOf.set(formation.id, formation.objectives ?? []);
    await tx
      .update(formations)
      .set({
        positioning_questions: questions,
        self_assessment: (formation.objectives ?? []).length > 0,
        quiz: python ? pythonQuiz : null,
        publish_progress: python,
      })
      .where(eq(formations.id, formation.id));
  }
  const trainees = await tx
    .select({
      id: registrations.id,
      formation: trainingSessions.formation_id,
      status: registrations.status,
      started: trainingSessions.start_date,
      ended: trainingSessions.end_date,
      trainer: trainingSessions.trainer,
    })
    .from(registrations)
    .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.session_id))
    .where(
      and(
        inArray(trainingSessions.formation_id, ids),
        inArray(registrations.status, ["confirmed", "present"]),
      ),
    )
    .orderBy(registrations.id);
  const answeredAt = parisInstant(today, "09:00");
  const rows = trainees.flatMap((trainee, index) => {
    const questions = questionsOf.get(trainee.formation)!;
    const needs = {
      registration_id: trainee.id,
      questionnaire: "needs" as const,
      answers: needsAnswers.map((answer, at) => ({
        question: DEFAULT_NEEDS_QUESTIONS[at]!,
        kind: "text" as const,
        answer,
      })),
      answered_at: answeredAt,
    };
    const positioning = {
      registration_id: trainee.id,
      questionnaire: "positioning" as const,
      answers: answersTo(questions, index),
      answered_at: answeredAt,
    };
    // Those who attended a past session rated each objective before and after.
    const objectives = objectivesOf.get(trainee.formation)!;
    const ratings = (shift: number) =>
      objectives.map((question, at) => ({
        question,
        kind: "scale" as const,
        answer: String(Math.min(5, 1 + ((index + at) % 3) + shift)),
      }));
    const evaluation =
      trainee.status === "present" && objectives.length > 0
        ? [
            {
              registration_id: trainee.id,
              questionnaire: "self_before" as const,
              answers: ratings(0),
              answered_at: parisInstant(trainee.started, "08:00"),
            },
            {
              registration_id: trainee.id,
              questionnaire: "self_after" as const,
              answers: ratings(1 + (index % 2)),
              answered_at: parisInstant(trainee.ended, "17:00"),
            },
            // Their trainer recorded each objective's result, which the attestation states.
            ...(trainee.trainer
              ? [
                  {
                    registration_id: trainee.id,
                    questionnaire: "results" as const,
                    answers: objectives.map((question, at) => ({
                      question,
                      kind: "choice" as const,
                      answer: RESULT_LEVELS[(index + at) % 4 === 3 ? 1 : 0],
                    })),
                    answered_at: parisInstant(trainee.ended, "17:30"),
                    entered_by: resultsEnteredBy.trainer(trainee.trainer),
                  },
                ]
              : []),
          ]
        : [];
    // One in four has told nothing yet; every other one has answered the positioning too.
    if (index % 4 === 3) return evaluation;
    return [...(index % 2 === 0 ? [needs, positioning] : [needs]), ...evaluation];
  });
  if (rows.length > 0) await tx.insert(questionnaireAnswers).values(rows);
}
