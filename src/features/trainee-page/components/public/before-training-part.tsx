import {
  needsAsQuestions,
  selfQuestions,
  type TraineeQuestionnaires,
} from "@/features/assessment/public";
import { addDays, formatLongDate } from "@/lib/dates";
import { QuestionnaireForm } from "./questionnaire-form";

/**
 * 'Avant la formation' on the trainee's page (Qualiopi indicators 4, 8 and 11): their needs, the
 * formation's positioning questionnaire and their rating of its objectives, each a plain post
 * whose answers replace the earlier ones until the session starts.
 */
export function BeforeTrainingPart({
  before,
  token,
  startDate,
  alert,
}: {
  before: TraineeQuestionnaires;
  token: string;
  startDate: string;
  alert: React.ReactNode;
}) {
  const { questions, answers } = before;
  const rated = selfQuestions(questions.evaluation);
  return (
    <>
      <p className="mt-3 text-ink/80">
        Vos réponses aident le formateur à adapter la session à vos attentes et à votre niveau. Vous
        pouvez les modifier jusqu&apos;au {formatLongDate(addDays(startDate, -1))} inclus.
      </p>
      {alert}
      <QuestionnaireForm
        token={token}
        questionnaire="needs"
        title="Vos besoins"
        questions={needsAsQuestions(questions.needs)}
        answers={answers}
        submit="Enregistrer mes besoins"
      />
      {questions.positioning.length > 0 && (
        <QuestionnaireForm
          token={token}
          questionnaire="positioning"
          title="Questionnaire de positionnement"
          questions={questions.positioning}
          answers={answers}
          submit="Envoyer mes réponses"
        />
      )}
      {rated.length > 0 && (
        <QuestionnaireForm
          token={token}
          questionnaire="self_before"
          title="Où en êtes-vous sur chaque objectif ?"
          intro="Notez-vous de 1 à 5 sur chaque objectif de la formation ; vous vous noterez de nouveau à la fin, pour mesurer votre progression."
          questions={rated}
          answers={answers}
          submit="Enregistrer mon auto-évaluation"
        />
      )}
    </>
  );
}
