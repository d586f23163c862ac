"use client";

import { ClipboardList, Plus, X } from "lucide-react";
import { Controller, useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import { buttonClassName } from "@/components/ui/button";
import { editOf, EntityFormDialog, type EditTarget } from "@/components/ui/entity-form-dialog";
import {
  FieldError,
  SelectField,
  TextAreaField,
  TextField,
  labelClassName,
} from "@/components/ui/form-field";
import { SwitchField } from "@/components/ui/switch-field";
import { cn } from "@/lib/cn";
import { readQuestionnaires, saveQuestionnaires } from "../../actions";
import { MAX_QUESTIONS } from "../../constants";
import {
  emptyQuestion,
  emptyQuizQuestion,
  questionnairesSchema,
  type Questionnaires,
  type QuestionnairesInput,
} from "../../schema";
import { type QuestionKind } from "@/features/formations/client";

const text = {
  createTitle: "Questionnaires",
  editTitle: "Questionnaires de la formation",
  createButton: "Questionnaires",
  created: "Questionnaires enregistrés",
  updated: "Questionnaires enregistrés",
  saveFailed: "Impossible d'enregistrer les questionnaires",
  loadFailed: "Impossible de charger les questionnaires",
};

const kindLabels: Record<QuestionKind, string> = {
  scale: "Échelle de 1 à 5",
  choice: "Un choix parmi plusieurs",
  text: "Réponse libre",
};

type Form = UseFormReturn<QuestionnairesInput, unknown, Questionnaires>;

/** One question of the positioning: its wording, how it is answered, and its choices. */
function QuestionRow({ form, index, remove }: { form: Form; index: number; remove: () => void }) {
  const { register, control } = form;
  const errors = form.formState.errors.positioning?.[index];
  const kind = useWatch({ control, name: `positioning.${index}.kind` });
  const id = `question-${index + 1}`;
  return (
    <li
      className="space-y-3 rounded-2xl border border-ink/10 p-3"
      data-testid="positioning-question"
    >
      <div className="flex items-start gap-2">
        <TextField
          id={`${id}-label`}
          label={`Question ${index + 1} *`}
          className="min-w-0 flex-1"
          error={errors?.label?.message}
          {...register(`positioning.${index}.label`)}
        />
        <button
          type="button"
          onClick={remove}
          aria-label={`Retirer la question ${index + 1}`}
          className="mt-7 grid size-9 shrink-0 place-items-center rounded-full hover:bg-ink/5"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
      <SelectField
        id={`${id}-kind`}
        label="Réponse"
        error={errors?.kind?.message}
        {...register(`positioning.${index}.kind`)}
      >
        {Object.entries(kindLabels).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      {kind === "choice" && (
        <TextAreaField
          id={`${id}-choices`}
          label="Choix proposés (un par ligne) *"
          rows={3}
          error={errors?.choices?.message}
          {...register(`positioning.${index}.choices`)}
        />
      )}
    </li>
  );
}

function QuestionnairesFields({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "positioning" });
  const { errors } = form.formState;
  return (
    <>
      <TextAreaField
        id="needs-questions"
        label="Analyse du besoin : questions posées à l'inscription (une par ligne)"
        rows={4}
        hint="Chaque stagiaire y répond à l'inscription ou sur sa page. Effacées, les questions habituelles reviennent."
        error={errors.needs_questions?.message}
        {...form.register("needs_questions")}
      />
      <fieldset className="min-w-0 space-y-3">
        <legend className={cn(labelClassName, "mb-1")}>Questionnaire de positionnement</legend>
        <p className="text-sm text-ink/70">
          Annoncé par le mail de confirmation, rempli par chaque stagiaire sur sa page avant le
          début : ce qu&apos;il sait déjà, ce qu&apos;il pratique.
        </p>
        {fields.length === 0 ? (
          <p className="text-sm text-ink/70" data-testid="no-positioning">
            Aucune question : la formation n&apos;a pas encore de questionnaire de positionnement.
          </p>
        ) : (
          <ol aria-label="Questions de positionnement" className="space-y-3">
            {fields.map((field, index) => (
              <QuestionRow key={field.id} form={form} index={index} remove={() => remove(index)} />
            ))}
          </ol>
        )}
        {fields.length < MAX_QUESTIONS && (
          <button
            type="button"
            onClick={() => append(emptyQuestion)}
            className={buttonClassName({ variant: "outline", size: "sm" })}
          >
            <Plus aria-hidden className="size-4" /> Ajouter une question de positionnement
          </button>
        )}
      </fieldset>
    </>
  );
}

/** One question of the final quiz: its wording, its choices, and which one is right. */
function QuizRow({ form, index, remove }: { form: Form; index: number; remove: () => void }) {
  const { register, control } = form;
  const errors = form.formState.errors.quiz?.[index];
  const choices = useWatch({ control, name: `quiz.${index}.choices` })
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const id = `quiz-${index + 1}`;
  return (
    <li className="space-y-3 rounded-2xl border border-ink/10 p-3" data-testid="quiz-question">
      <div className="flex items-start gap-2">
        <TextField
          id={`${id}-label`}
          label={`Question ${index + 1} du quiz *`}
          className="min-w-0 flex-1"
          error={errors?.label?.message}
          {...register(`quiz.${index}.label`)}
        />
        <button
          type="button"
          onClick={remove}
          aria-label={`Retirer la question ${index + 1} du quiz`}
          className="mt-7 grid size-9 shrink-0 place-items-center rounded-full hover:bg-ink/5"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
      <TextAreaField
        id={`${id}-choices`}
        label="Réponses proposées (une par ligne) *"
        rows={3}
        error={errors?.choices?.message}
        {...register(`quiz.${index}.choices`)}
      />
      <SelectField
        id={`${id}-answer`}
        label="Bonne réponse *"
        error={errors?.answer?.message}
        {...register(`quiz.${index}.answer`)}
      >
        <option value="">Choisissez parmi les réponses</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </SelectField>
    </li>
  );
}

/** Whether each trainee rates the objectives, the final quiz, and the page's published progress. */
function EvaluationFields({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "quiz" });
  const { errors } = form.formState;
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className={cn(labelClassName, "mb-1")}>Évaluation des acquis</legend>
      <Controller
        control={form.control}
        name="self_assessment"
        render={({ field }) => (
          <div>
            <SwitchField
              id="self-assessment"
              label="Auto-évaluation de chaque objectif, avant et après la formation"
              checked={field.value}
              onCheckedChange={field.onChange}
            />
            <p className="mt-1 text-sm text-ink/70">
              Chaque stagiaire note de 1 à 5 où il en est sur chaque objectif, sur sa page avant le
              début puis à partir de la dernière demi-journée ; le formateur peut noter à la place
              de qui ne l&apos;a pas fait.
            </p>
            <FieldError id="self-assessment-error" message={errors.self_assessment?.message} />
          </div>
        )}
      />
      {fields.length > 0 && (
        <ol aria-label="Questions du quiz" className="space-y-3">
          {fields.map((field, index) => (
            <QuizRow key={field.id} form={form} index={index} remove={() => remove(index)} />
          ))}
        </ol>
      )}
      <FieldError id="quiz-error" message={errors.quiz?.root?.message ?? errors.quiz?.message} />
      {fields.length < MAX_QUESTIONS && (
        <button
          type="button"
          onClick={() => append(emptyQuizQuestion)}
          className={buttonClassName({ variant: "outline", size: "sm" })}
        >
          <Plus aria-hidden className="size-4" /> Ajouter une question au quiz final
        </button>
      )}
      <Controller
        control={form.control}
        name="publish_progress"
        render={({ field }) => (
          <SwitchField
            id="publish-progress"
            label="Publier la progression moyenne sur la page de la formation"
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </fieldset>
  );
}

/** 'Questionnaires' on a formation's card: its needs questions and its positioning. */
export function QuestionnairesDialog({ target }: { target: EditTarget }) {
  return (
    <EntityFormDialog
      schema={questionnairesSchema}
      defaults={{
        needs_questions: "",
        positioning: [],
        self_assessment: false,
        quiz: [],
        publish_progress: false,
      }}
      edit={editOf(target, readQuestionnaires)}
      editButton={{ label: "Questionnaires", icon: ClipboardList }}
      text={text}
      size="lg"
      save={(input) => saveQuestionnaires(target.id, input)}
    >
      {(form) => (
        <>
          <QuestionnairesFields form={form} />
          <EvaluationFields form={form} />
        </>
      )}
    </EntityFormDialog>
  );
}
