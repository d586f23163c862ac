import { buttonClassName } from "@/components/ui/button";
import { fieldClassName, labelClassName } from "@/components/ui/form-field";
import { MAX_SURVEY_COMMENT, type StakeholderKind } from "../../constants";
import { actions } from "astro:actions";
import { LinkForm } from "@/components/ui/link-page";
import { followupQuestion, stakeholderQuestions, surveyQuestions } from "../../schema";

const scale = [
  [1, "très insatisfait"],
  [2, "insatisfait"],
  [3, "moyennement satisfait"],
  [4, "satisfait"],
  [5, "très satisfait"],
] as const;

/** One question answered by picking one of a few choices, as native radio buttons. */
function Choice({
  name,
  legend,
  options,
}: {
  name: string;
  legend: string;
  options: readonly (readonly [string | number, string])[];
}) {
  return (
    <fieldset className="survey-choice">
      <legend>{legend}</legend>
      <div>
        {options.map(([value, label]) => (
          <label key={value}>
            <input type="radio" name={name} value={value} required />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The free comment every survey ends with. */
function CommentField({ label }: { label: string }) {
  return (
    <div>
      <label htmlFor="comment" className={labelClassName}>
        {label}
      </label>
      <textarea
        id="comment"
        name="comment"
        rows={5}
        maxLength={MAX_SURVEY_COMMENT}
        className={fieldClassName}
        aria-describedby="comment-hint"
      />
      <p id="comment-hint" className="mt-1 text-sm text-ink/70">
        {MAX_SURVEY_COMMENT.toLocaleString("fr-FR")} caractères au plus.
      </p>
    </div>
  );
}

const degrees = [
  ["oui", "Oui"],
  ["partiel", "En partie"],
  ["non", "Non"],
] as const;

const ratings = scale.map(([value, label]) => [value, `${value} · ${label}`] as const);

/**
 * The satisfaction survey: a plain form that the server action receives with or without
 * JavaScript. Every question but the comment is required, by the browser and by the schema.
 */
export function SurveyForm({ token }: { token: string }) {
  return (
    <LinkForm action={actions.answerSurvey} token={token} className="mt-8 space-y-8">
      <Choice name="overall" legend={surveyQuestions.overall} options={ratings} />
      <Choice name="objectives" legend={surveyQuestions.objectives} options={degrees} />
      <div className="space-y-6">
        <p className="font-display text-xl font-bold">Notez de 1 à 5 :</p>
        <Choice name="trainer" legend={surveyQuestions.trainer} options={ratings} />
        <Choice name="content" legend={surveyQuestions.content} options={ratings} />
        <Choice name="organisation" legend={surveyQuestions.organisation} options={ratings} />
      </div>
      <Choice
        name="recommends"
        legend={surveyQuestions.recommends}
        options={[
          ["oui", "Oui"],
          ["non", "Non"],
        ]}
      />
      <CommentField label="Un commentaire ? (facultatif)" />
      <label className="flex items-start gap-3">
        <input type="checkbox" name="publish_consent" className="mt-1 size-5 shrink-0" />
        <span>J&apos;accepte que mon commentaire soit publié sur le site, sans mon nom.</span>
      </label>
      <button type="submit" className={buttonClassName({ size: "lg" })}>
        Envoyer mon avis
      </button>
    </LinkForm>
  );
}

/** The 'à froid' survey, three months after: what was put into practice, and an example. */
export function FollowupForm({ token }: { token: string }) {
  return (
    <LinkForm action={actions.answerSurvey} token={token} className="mt-8 space-y-8">
      <Choice name="applied" legend={followupQuestion} options={degrees} />
      <CommentField label="Un exemple, ou ce qui vous en a empêché ? (facultatif)" />
      <button type="submit" className={buttonClassName({ size: "lg" })}>
        Envoyer ma réponse
      </button>
    </LinkForm>
  );
}

/** A company's, a trainer's or a funder's survey: three questions worded for each, and a remark. */
export function StakeholderForm({ token, kind }: { token: string; kind: StakeholderKind }) {
  const questions = stakeholderQuestions[kind];
  return (
    <LinkForm action={actions.answerSurvey} token={token} className="mt-8 space-y-8">
      <Choice name="overall" legend={questions.overall} options={ratings} />
      <Choice name="met" legend={questions.met} options={degrees} />
      <Choice
        name="exchanges"
        legend={`${questions.exchanges} : notez de 1 à 5`}
        options={ratings}
      />
      <CommentField label="Une remarque, une suggestion ? (facultatif)" />
      <button type="submit" className={buttonClassName({ size: "lg" })}>
        Envoyer mon avis
      </button>
    </LinkForm>
  );
}
