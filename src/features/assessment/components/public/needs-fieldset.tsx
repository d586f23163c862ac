import { labelClassName } from "@/components/ui/form-field";
import { joinClasses } from "@/lib/join-classes";
import { needField, needsAsQuestions } from "../../questions";
import { QuestionFields } from "./question-fields";

const intros = {
  // Each colleague registered with them answers on their own page.
  registration:
    "Facultatif : vos réponses aident le formateur à adapter la formation à vos attentes. Les collègues que vous inscrivez répondront sur leur propre page.",
  quote:
    "Facultatif : dites-nous ce que les participants attendent de la formation, nous préparons notre proposition en conséquence.",
} as const;

/** A form's needs questions (Qualiopi indicator 4): the registrant's own, or a quote's group's. */
export function NeedsFieldset({
  questions,
  form,
}: {
  questions: readonly string[];
  form: keyof typeof intros;
}) {
  return (
    <fieldset className="min-w-0 space-y-4 rounded-2xl border border-ink/10 px-4 py-3">
      <legend className={joinClasses(labelClassName, "px-1")}>VOS BESOINS</legend>
      <p className="text-sm text-ink/75">{intros[form]}</p>
      <QuestionFields questions={needsAsQuestions(questions)} field={needField} idPrefix={form} />
    </fieldset>
  );
}
