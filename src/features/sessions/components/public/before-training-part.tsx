import { buttonClassName } from "@/components/ui/button";
import {
  answerField,
  answeredByQuestion,
  needsAsQuestions,
  QuestionFields,
  type BeforeTraining,
} from "@/features/assessment/public";
import { addDays, formatDateTime, formatLongDate } from "@/lib/dates";
import { answerAsTrainee } from "../../trainee-actions";

/** When a questionnaire was answered, as the page recalls it. */
function Received({ at }: { at: Date | undefined }) {
  return at ? (
    <p className="mt-1 text-sm font-semibold text-brand-green-ink">
      Réponses reçues le {formatDateTime(at)} : vous pouvez les modifier.
    </p>
  ) : null;
}

/**
 * 'Avant la formation' on the trainee's page (Qualiopi indicators 4 and 8): their needs, then the
 * formation's positioning questionnaire, each a plain post whose answers replace the earlier
 * ones until the session starts.
 */
export function BeforeTrainingPart({
  before,
  token,
  startDate,
  alert,
}: {
  before: BeforeTraining;
  token: string;
  startDate: string;
  alert: React.ReactNode;
}) {
  const { questions, answers } = before;
  return (
    <>
      <p className="mt-3 text-ink/80">
        Vos réponses aident le formateur à adapter la session à vos attentes et à votre niveau. Vous
        pouvez les modifier jusqu&apos;au {formatLongDate(addDays(startDate, -1))} inclus.
      </p>
      {alert}
      <form
        action={answerAsTrainee.bind(null, token, "needs")}
        className="mt-6 space-y-4 rounded-2xl border border-ink/10 p-4"
        data-testid="needs-form"
      >
        <h3 className="font-display text-lg font-bold">Vos besoins</h3>
        <Received at={answers.needs?.answered_at} />
        <QuestionFields
          questions={needsAsQuestions(questions.needs)}
          field={answerField}
          idPrefix="needs"
          answered={answeredByQuestion(answers.needs)}
        />
        <button type="submit" className={buttonClassName({ variant: "outline" })}>
          Enregistrer mes besoins
        </button>
      </form>
      {questions.positioning.length > 0 && (
        <form
          action={answerAsTrainee.bind(null, token, "positioning")}
          className="mt-6 space-y-5 rounded-2xl border border-ink/10 p-4"
          data-testid="positioning-form"
        >
          <h3 className="font-display text-lg font-bold">Questionnaire de positionnement</h3>
          <Received at={answers.positioning?.answered_at} />
          <QuestionFields
            questions={questions.positioning}
            field={answerField}
            idPrefix="positioning"
            answered={answeredByQuestion(answers.positioning)}
          />
          <button type="submit" className={buttonClassName()}>
            Envoyer mes réponses
          </button>
        </form>
      )}
    </>
  );
}
