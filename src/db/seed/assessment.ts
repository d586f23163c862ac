import { and, eq, inArray } from "drizzle-orm";
import { parisInstant } from "@/lib/dates";
import {
  DEFAULT_NEEDS_QUESTIONS,
  type PositioningQuestion,
  type QuestionnaireAnswer,
} from "@/features/assessment/constants";
import type { Transaction } from "../client";
import { formations, questionnaireAnswers, registrations, trainingSessions } from "../schema";

/**
 * The demo's needs and positioning (Qualiopi indicators 4 and 8): every formation asks a
 * positioning but one, left without on purpose so that the Qualiopi page has a gap to show; most
 * trainees have told their needs, and half of those asked have answered the positioning.
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

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase("fr-FR") + text.slice(1);

/** Any other formation's: where the trainee stands on its first objectives. */
function questionsFrom(objectives: string[] | null): PositioningQuestion[] {
  return [
    ...(objectives ?? []).slice(0, 3).map((objective): PositioningQuestion => ({
      kind: "scale",
      label: `Où en êtes-vous aujourd'hui : ${lowerFirst(objective.replace(/\.$/, ""))} ?`,
    })),
    {
      kind: "choice",
      label: "Avez-vous déjà pratiqué le sujet dans votre travail ?",
      choices: ["Jamais", "Un peu", "Régulièrement"],
    },
  ];
}

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
  for (const formation of asked) {
    const questions =
      formation.slug === "python-pour-l-analyse-de-donnees"
        ? pythonQuestions
        : questionsFrom(formation.objectives);
    questionsOf.set(formation.id, questions);
    await tx
      .update(formations)
      .set({ positioning_questions: questions })
      .where(eq(formations.id, formation.id));
  }
  const trainees = await tx
    .select({ id: registrations.id, formation: trainingSessions.formation_id })
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
    // One in four has told nothing yet; every other one has answered the positioning too.
    if (index % 4 === 3) return [];
    return index % 2 === 0 ? [needs, positioning] : [needs];
  });
  if (rows.length > 0) await tx.insert(questionnaireAnswers).values(rows);
}
