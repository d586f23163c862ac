"use client";

import { purposeChoices } from "@/lib/bpf";
import { nsfCodes, nsfSpecialities } from "@/lib/nsf";
import { Controller, type UseFormReturn } from "react-hook-form";
import {
  editOf,
  EntityFormDialog,
  type EditTarget,
  type SaveQuestion,
} from "@/components/ui/entity-form-dialog";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form-field";
import { SwitchField } from "@/components/ui/switch-field";
import { formatLongDate } from "@/lib/dates";
import type { z } from "@/lib/zod";
import { qualiopiGaps } from "../../qualiopi";
import { readFormation, saveFormation } from "../../actions";
import {
  contactChoiceLabel,
  emptyFormation,
  formationColumns,
  formationSchema,
  type ContactChoice,
  type EventChoice,
  type FormationInput,
  type FormationValues,
} from "../../schema";
import { ProgrammeEditor } from "./programme-editor";
import { ResultsEditor } from "./results-editor";

const text = {
  createTitle: "Nouvelle formation",
  editTitle: "Modifier la formation",
  createButton: "Nouvelle formation",
  created: "Formation créée avec succès",
  updated: "Formation modifiée avec succès",
  saveFailed: "Impossible de sauvegarder la formation",
  loadFailed: "Impossible de charger la formation",
};

/**
 * Publishing a formation that misses Qualiopi items blocks nothing, but says what is missing
 * first; an edit of a formation already published does not ask again.
 */
function publishQuestion(values: FormationInput, saved: FormationValues): SaveQuestion | null {
  if (!values.published || saved.published) return null;
  const gaps = qualiopiGaps(formationColumns(values));
  return gaps.length === 0
    ? null
    : {
        title: "Publier malgré les manques ?",
        intro: "Il manque encore à cette formation, pour Qualiopi :",
        items: gaps,
        confirm: "Publier quand même",
      };
}

/** Creates a formation, or edits `target`. */
export function FormationDialog({
  target,
  events,
  contacts,
}: {
  target?: EditTarget;
  events: EventChoice[];
  contacts: ContactChoice[];
}) {
  return (
    <EntityFormDialog
      schema={formationSchema}
      defaults={emptyFormation}
      edit={editOf(target, readFormation)}
      text={text}
      save={(input) => saveFormation(target?.id ?? null, input)}
      ask={publishQuestion}
    >
      {(form) => (
        <>
          <CatalogueFields form={form} />
          <TeachingFields form={form} events={events} />
          <QualiopiFields form={form} contacts={contacts} />
        </>
      )}
    </EntityFormDialog>
  );
}

type FormationForm = UseFormReturn<
  z.input<typeof formationSchema>,
  unknown,
  z.output<typeof formationSchema>
>;

/** What the catalogue shows of it: whether it is published, its title, length, price and format. */
function CatalogueFields({ form }: { form: FormationForm }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <>
      <Controller
        control={control}
        name="published"
        render={({ field }) => (
          <div className="rounded-2xl bg-brand-blue-soft p-3">
            <SwitchField
              id="formation-published"
              label="Publiée"
              checked={field.value}
              onCheckedChange={field.onChange}
            />
            <p className="mt-1 text-sm text-ink/75">
              Une formation non publiée n&apos;apparaît nulle part sur le site ; vous pouvez la
              prévisualiser.
            </p>
          </div>
        )}
      />
      <TextField
        id="formation-title"
        label="Titre *"
        error={errors.title?.message}
        {...register("title")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="formation-duration"
          label="Durée *"
          placeholder="2 jours"
          error={errors.duration?.message}
          {...register("duration")}
        />
        <TextField
          id="formation-price"
          label="Prix HT (€) *"
          type="number"
          step="0.01"
          min="0"
          inputMode="decimal"
          error={errors.price_no_tax?.message}
          {...register("price_no_tax")}
        />
      </div>
      <TextAreaField
        id="formation-description"
        label="Description"
        rows={3}
        error={errors.description?.message}
        {...register("description")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="formation-format"
          label="Format"
          placeholder="Présentiel, distanciel..."
          error={errors.format?.message}
          {...register("format")}
        />
        <TextField
          id="formation-access-time"
          label="Durée d'accès"
          placeholder="30 jours"
          error={errors.access_time?.message}
          {...register("access_time")}
        />
      </div>
      <Controller
        control={control}
        name="certification"
        render={({ field }) => (
          <SwitchField
            id="formation-certification"
            label="Formation certifiante"
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </>
  );
}

/** What it teaches and how: prerequisites, objectives, methods, evaluation, access, programme. */
function TeachingFields({ form, events }: { form: FormationForm; events: EventChoice[] }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <>
      <TextAreaField
        id="formation-prerequisites"
        label="Prérequis"
        rows={2}
        error={errors.prerequisites?.message}
        {...register("prerequisites")}
      />
      <TextAreaField
        id="formation-objectives"
        label="Objectifs (un par ligne)"
        rows={3}
        error={errors.objectives?.message}
        {...register("objectives")}
      />
      <TextAreaField
        id="formation-methods"
        label="Méthodes utilisées (une par ligne)"
        rows={3}
        error={errors.methods_used?.message}
        {...register("methods_used")}
      />
      <TextAreaField
        id="formation-assessment"
        label="Méthodes d'évaluation (une par ligne)"
        rows={3}
        error={errors.assessment_methods?.message}
        {...register("assessment_methods")}
      />
      <TextAreaField
        id="formation-access"
        label="Modalités d'accès"
        rows={2}
        error={errors.access_modalities?.message}
        {...register("access_modalities")}
      />
      <SelectField
        id="formation-event"
        label="Événement associé"
        error={errors.event_id?.message}
        {...register("event_id")}
      >
        <option value="none">Aucun événement</option>
        {events.map((event) => (
          <option key={event.id} value={String(event.id)}>
            {event.nom} - {formatLongDate(event.start_date)}
          </option>
        ))}
      </SelectField>
      <Controller
        control={control}
        name="training_program"
        render={({ field }) => <ProgrammeEditor value={field.value} onChange={field.onChange} />}
      />
    </>
  );
}

/** What Qualiopi asks the page to state: its contact, accessibility, certification and results. */
function QualiopiFields({ form, contacts }: { form: FormationForm; contacts: ContactChoice[] }) {
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  return (
    <>
      <h3 className="pt-2 font-display text-lg font-bold">Qualiopi</h3>
      <SelectField
        id="formation-contact"
        label="Contact de la formation"
        error={errors.contact_user_id?.message}
        {...register("contact_user_id")}
      >
        <option value="none">Aucun contact</option>
        {contacts.map((contact) => (
          <option key={contact.id} value={String(contact.id)}>
            {contactChoiceLabel(contact)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id="formation-accessibility"
        label="Accessibilité aux personnes en situation de handicap"
        rows={2}
        hint="Laissez vide pour la phrase commune du site ; le contact du référent handicap est toujours affiché."
        error={errors.accessibility?.message}
        {...register("accessibility")}
      />
      {watch("certification") ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="formation-certification-name"
            label="Intitulé de la certification"
            className="sm:col-span-2"
            error={errors.certification_name?.message}
            {...register("certification_name")}
          />
          <TextField
            id="formation-certification-code"
            label="Code RNCP ou RS"
            placeholder="RNCP35584"
            error={errors.certification_code?.message}
            {...register("certification_code")}
          />
          <TextField
            id="formation-certifier"
            label="Certificateur"
            error={errors.certifier?.message}
            {...register("certifier")}
          />
          <TextField
            id="formation-certification-date"
            label="Date d'enregistrement"
            type="date"
            error={errors.certification_registered_on?.message}
            {...register("certification_registered_on")}
          />
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="formation-bpf-purpose"
          label="Objectif (bilan pédagogique et financier, F-3)"
          error={errors.bpf_purpose?.message}
          {...register("bpf_purpose")}
        >
          <option value="">À préciser</option>
          {purposeChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="formation-nsf"
          label="Spécialité, code NSF (F-4)"
          error={errors.nsf_code?.message}
          {...register("nsf_code")}
        >
          <option value="">À préciser</option>
          {nsfCodes.map((code) => (
            <option key={code} value={code}>
              {code} · {nsfSpecialities[code]}
            </option>
          ))}
        </SelectField>
      </div>
      <Controller
        control={control}
        name="cold_survey"
        render={({ field }) => (
          <SwitchField
            id="formation-cold-survey"
            label="Questionnaire à froid, trois mois après la session"
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <ResultsEditor
        control={control}
        register={register}
        errors={errors}
        certifying={watch("certification")}
      />
    </>
  );
}
