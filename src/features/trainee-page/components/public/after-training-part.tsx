import { formatDateTime } from "@/lib/dates";
import {
  quizQuestions,
  quizScore,
  selfQuestions,
  type TraineeQuestionnaires,
} from "@/features/assessment/public";
import { QuestionnaireForm } from "./questionnaire-form";

/**
 * 'Fin de formation' on the trainee's page (Qualiopi indicator 11), from the start of the last
 * half-day until the attestation is issued: their rating of each objective again, and the final
 * quiz, answered once (its score goes into the attestation).
 */
export function AfterTrainingPart({
  questions,
  answers,
  token,
  alert,
}: TraineeQuestionnaires & { token: string; alert: React.ReactNode }) {
  const rated = selfQuestions(questions.evaluation);
  const quiz = answers.quiz;
  return (
    <>
      <p className="mt-3 text-ink/80">
        Vos réponses figureront sur votre attestation de fin de formation, dans les résultats de
        l&apos;évaluation des acquis.
      </p>
      {alert}
      {answers.self_after?.entered_by ? (
        <p className="mt-6 font-semibold" data-testid="rated-by-trainer">
          Votre formateur, {answers.self_after.entered_by}, vous a évalué le{" "}
          {formatDateTime(answers.self_after.answered_at)}.
        </p>
      ) : (
        rated.length > 0 && (
          <QuestionnaireForm
            token={token}
            questionnaire="self_after"
            title="Où en êtes-vous maintenant sur chaque objectif ?"
            intro="Notez-vous de nouveau de 1 à 5 sur chaque objectif de la formation."
            questions={rated}
            answers={answers}
            submit="Enregistrer mon évaluation"
          />
        )
      )}
      {quiz ? (
        <p className="mt-6 font-semibold" data-testid="quiz-score">
          Quiz final : {quizScore(quiz.answers)}.
        </p>
      ) : (
        questions.evaluation.quiz.length > 0 && (
          <QuestionnaireForm
            token={token}
            questionnaire="quiz"
            title="Quiz final"
            intro="Une réponse par question ; le quiz ne se répond qu'une fois."
            questions={quizQuestions(questions.evaluation.quiz)}
            answers={answers}
            submit="Envoyer mes réponses au quiz"
          />
        )
      )}
    </>
  );
}
