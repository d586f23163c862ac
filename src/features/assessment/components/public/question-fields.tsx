import { TextAreaField } from "@/components/ui/form-field";
import { SCALE } from "../../constants";
import { DIGEST_FIELD, questionsDigest, SCALE_TEXT } from "../../question-form";
import { type PositioningQuestion } from "@/features/formations/client";
import { MAX_ANSWER_TEXT } from "@/features/formations/client";

/**
 * Questions as plain form fields, for a post with or without JavaScript: a scale or a choice as
 * native radio buttons the browser requires, words in a text box. `answered` fills in what was
 * answered before, by the question's wording.
 */
export function QuestionFields({
  questions,
  field,
  idPrefix,
  answered = {},
}: {
  questions: readonly PositioningQuestion[];
  /** The form field of the question at an index. */
  field: (index: number) => string;
  idPrefix: string;
  answered?: Readonly<Record<string, string>>;
}) {
  const fields = questions.map((question, index) => {
    const name = field(index);
    const previous = answered[question.label];
    if (question.kind === "text")
      return (
        <TextAreaField
          key={name}
          id={`${idPrefix}-${name}`}
          name={name}
          label={question.label}
          rows={2}
          maxLength={MAX_ANSWER_TEXT}
          defaultValue={previous}
        />
      );
    const options =
      question.kind === "scale"
        ? SCALE.map((digit) => [String(digit), String(digit)] as const)
        : (question.choices ?? []).map((choice) => [choice, choice] as const);
    return (
      <fieldset key={name} className="survey-choice">
        <legend>{question.label}</legend>
        {question.kind === "scale" ? (
          <p className="text-sm text-ink/70">Notez {SCALE_TEXT}.</p>
        ) : null}
        <div>
          {options.map(([value, label]) => (
            <label key={value}>
              <input
                type="radio"
                name={name}
                value={value}
                defaultChecked={previous === value}
                required
              />
              <span>{label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  });
  return (
    <>
      <input type="hidden" name={DIGEST_FIELD} value={questionsDigest(questions)} />
      {fields}
    </>
  );
}
