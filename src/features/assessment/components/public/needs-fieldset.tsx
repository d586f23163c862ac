import { labelClassName } from "@/components/ui/form-field";
import { joinClasses } from "@/lib/join-classes";
import { needField, needsAsQuestions } from "../../questions";
import { QuestionFields } from "./question-fields";

/**
 * The registration form's needs questions (Qualiopi indicator 4), the registrant's own: each
 * colleague they register answers theirs on their page.
 */
export function NeedsFieldset({ questions }: { questions: readonly string[] }) {
  return (
    <fieldset className="min-w-0 space-y-4 rounded-2xl border border-ink/10 px-4 py-3">
      <legend className={joinClasses(labelClassName, "px-1")}>VOS BESOINS</legend>
      <p className="text-sm text-ink/75">
        Facultatif : vos réponses aident le formateur à adapter la formation à vos attentes. Les
        collègues que vous inscrivez répondront sur leur propre page.
      </p>
      <QuestionFields
        questions={needsAsQuestions(questions)}
        field={needField}
        idPrefix="registration"
      />
    </fieldset>
  );
}
