import { labelClassName } from "@/components/ui/form-field";
import { joinClasses } from "@/lib/join-classes";
import { needField, needsAsQuestions } from "../../question-form";
import { QuestionFields } from "./question-fields";

const intros = {
  // Each colleague registered with them answers on their own page.
  registration:
    "Facultatif : vos réponses aident le formateur à adapter la formation à vos attentes. Les collègues que vous inscrivez répondront sur leur propre page.",
  quote:
    "Facultatif : dites-nous ce que les participants attendent de la formation, nous préparons notre proposition en conséquence.",
} as const;

/**
 * A form's needs questions (Qualiopi indicator 4): the registrant's own, or a quote's group's.
 * Rendered by the form itself, so that a refused post gives back what was answered (`valueOf`,
 * the form's own), with or without JavaScript.
 */
export function NeedsFieldset({
  questions,
  form,
  valueOf,
}: {
  questions: readonly string[];
  form: keyof typeof intros;
  valueOf: (name: string) => string | undefined;
}) {
  const answered = Object.fromEntries(
    questions.flatMap((label, index) => {
      const value = valueOf(needField(index));
      return value === undefined ? [] : [[label, value]];
    }),
  );
  return (
    <fieldset className="min-w-0 space-y-4 rounded-2xl border border-ink/10 px-4 py-3">
      <legend className={joinClasses(labelClassName, "px-1")}>VOS BESOINS</legend>
      <p className="text-sm text-ink/75">{intros[form]}</p>
      <QuestionFields
        questions={needsAsQuestions(questions)}
        field={needField}
        idPrefix={form}
        answered={answered}
      />
    </fieldset>
  );
}
