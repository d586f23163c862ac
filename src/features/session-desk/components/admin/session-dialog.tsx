"use client";

import { Controller, useWatch, type UseFormReturn } from "react-hook-form";
import { editOf, EntityFormDialog, type EditTarget } from "@/components/ui/entity-form-dialog";
import { FieldError, SelectField, TextAreaField, TextField } from "@/components/ui/form-field";
import { SwitchField } from "@/components/ui/switch-field";
import { readSession, saveSession } from "@/features/session-desk/actions";
import {
  emptySession,
  placeLabels,
  sessionSchema,
  type SessionChoices,
  type SessionValues,
  sessionPlaces,
  sessionWarnings,
} from "@/features/sessions/client";
import { sessionDeliveries, sessionDeliveryLabels } from "@/lib/bpf";
import { paths } from "@/config/paths";

const text = {
  createTitle: "Nouvelle session",
  editTitle: "Modifier la session",
  createButton: "Nouvelle session",
  created: "Session créée avec succès",
  updated: "Session modifiée avec succès",
  saveFailed: "Impossible de sauvegarder la session",
  loadFailed: "Impossible de charger la session",
};

/** Creates a session, or edits `target`. */
export function SessionDialog({
  target,
  choices,
}: {
  target?: EditTarget;
  choices: SessionChoices;
}) {
  return (
    <EntityFormDialog
      schema={sessionSchema}
      defaults={emptySession}
      edit={editOf(target, readSession)}
      text={text}
      save={(input) => saveSession(target?.id ?? null, input)}
    >
      {(form) => <SessionFields form={form} choices={choices} editing={Boolean(target)} />}
    </EntityFormDialog>
  );
}

type SessionForm = UseFormReturn<SessionValues, unknown, unknown>;

/** The dialog's fields, in the order staff fill them; each part watches what it shows. */
function SessionFields({
  form,
  choices,
  editing,
}: {
  form: SessionForm;
  choices: SessionChoices;
  editing: boolean;
}) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <SelectField
        id="session-formation"
        label="Formation *"
        error={errors.formation_id?.message}
        {...register("formation_id")}
      >
        <option value="">Choisissez la formation</option>
        {choices.formations.map((formation) => (
          <option key={formation.id} value={String(formation.id)}>
            {formation.title}
          </option>
        ))}
      </SelectField>
      <DateFields form={form} editing={editing} />
      <PlaceFields form={form} choices={choices} />
      <TrainerFields form={form} choices={choices} />
      <SeatFields form={form} />
      <SessionWarnings form={form} choices={choices} />
      <PublicationFields form={form} choices={choices} />
    </>
  );
}

/** Its days and hours; once trainees are told of the session, a change reaches each of them. */
function DateFields({ form, editing }: { form: SessionForm; editing: boolean }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="session-start"
          label="Date de début *"
          type="date"
          error={errors.start_date?.message}
          {...register("start_date")}
        />
        <TextField
          id="session-end"
          label="Date de fin *"
          type="date"
          error={errors.end_date?.message}
          {...register("end_date")}
        />
      </div>
      {editing && (
        <p className="text-sm text-ink/80" data-testid="session-change-note">
          Un changement de dates, d&apos;horaires, de lieu ou de lien de classe virtuelle est envoyé
          par e-mail à chaque inscrit, avec son agenda mis à jour ; les convoqués reçoivent leur
          convocation à jour.
        </p>
      )}
      <TextField
        id="session-hours"
        label="Horaires"
        placeholder="9 h – 17 h"
        error={errors.daily_hours?.message}
        {...register("daily_hours")}
      />
      <TextAreaField
        id="session-schedule"
        label="Jours et horaires détaillés"
        rows={3}
        placeholder={"14/12/2026 9 h – 17 h\n18/12/2026 9 h – 12 h 30"}
        hint="Pour des jours qui ne se suivent pas ou des horaires qui changent : un jour par ligne, sa date puis ses horaires s'ils diffèrent des horaires ci-dessus. Vide : chaque jour de semaine du début à la fin."
        error={errors.schedule?.message}
        {...register("schedule")}
      />
    </>
  );
}

/** Where it takes place: the permanent location is asked only for a session in one of them. */
function PlaceFields({ form, choices }: { form: SessionForm; choices: SessionChoices }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const place = useWatch({ control, name: "place" });
  return (
    <>
      <SelectField
        id="session-place"
        label="Lieu *"
        error={errors.place?.message}
        {...register("place")}
      >
        {sessionPlaces.map((option) => (
          <option key={option} value={option}>
            {placeLabels[option]}
          </option>
        ))}
      </SelectField>
      {place === "location" ? (
        <SelectField
          id="session-location"
          label="Lieu de la session *"
          error={errors.location_id?.message}
          {...register("location_id")}
        >
          <option value="none">Choisissez le lieu</option>
          {choices.locations.map((location) => (
            <option key={location.id} value={String(location.id)}>
              {location.city ? `${location.city}, ${location.country}` : location.country}
            </option>
          ))}
        </SelectField>
      ) : null}
      {place === "remote" ? (
        <TextField
          id="session-remote-link"
          label="Lien de la classe virtuelle"
          type="url"
          placeholder="https://"
          hint="Envoyé dans la convocation."
          error={errors.remote_link?.message}
          {...register("remote_link")}
        />
      ) : null}
    </>
  );
}

/**
 * Who teaches it (a trainer's record, whose credentials the contracts print), what they cost,
 * who runs the session (the BPF's frames F-2 and G), and what the trainees bring.
 */
function TrainerFields({ form, choices }: { form: SessionForm; choices: SessionChoices }) {
  const {
    register,
    formState: { errors },
  } = form;
  const delivery = useWatch({ control: form.control, name: "delivery" });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="session-trainer"
          label="Formateur"
          hint={
            <>
              Les formateurs s&apos;ajoutent sur la page{" "}
              <a href={paths.trainersAdmin} className="underline underline-offset-4">
                Formateurs
              </a>
              .
            </>
          }
          error={errors.trainer_id?.message}
          {...register("trainer_id")}
        >
          <option value="none">À préciser</option>
          {choices.trainers.map((trainer) => (
            <option key={trainer.id} value={String(trainer.id)}>
              {trainer.name}
            </option>
          ))}
        </SelectField>
        <TextField
          id="session-trainer-cost"
          label="Coût du formateur (€ HT)"
          inputMode="decimal"
          placeholder="1 400"
          hint="Salaire ou honoraires pour la session : le bilan pédagogique et financier le compte."
          error={errors.trainer_cost?.message}
          {...register("trainer_cost")}
        />
      </div>
      <SelectField
        id="session-delivery"
        label="Réalisation"
        error={errors.delivery?.message}
        {...register("delivery")}
      >
        {sessionDeliveries.map((value) => (
          <option key={value} value={value}>
            {sessionDeliveryLabels[value]}
          </option>
        ))}
      </SelectField>
      {delivery !== "own" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="session-partner"
            label="Organisme partenaire *"
            placeholder="Formasud SARL"
            error={errors.partner_name?.message}
            {...register("partner_name")}
          />
          <TextField
            id="session-partner-siret"
            label="SIRET du partenaire"
            inputMode="numeric"
            error={errors.partner_siret?.message}
            {...register("partner_siret")}
          />
        </div>
      ) : null}
      <TextField
        id="session-bring"
        label="À apporter"
        placeholder="Votre ordinateur portable"
        hint="Rappelé aux stagiaires 7 jours et 1 jour avant le début."
        error={errors.what_to_bring?.message}
        {...register("what_to_bring")}
      />
    </>
  );
}

/** Its seats, those held back, and its price when it is not the formation's. */
function SeatFields({ form }: { form: SessionForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField
        id="session-capacity"
        label="Places *"
        inputMode="numeric"
        error={errors.capacity?.message}
        {...register("capacity")}
      />
      <TextField
        id="session-held"
        label="Places réservées"
        inputMode="numeric"
        error={errors.held_seats?.message}
        {...register("held_seats")}
      />
      <TextField
        id="session-price"
        label="Prix HT (€)"
        placeholder="Celui de la formation"
        error={errors.price_no_tax?.message}
        {...register("price_no_tax")}
      />
    </div>
  );
}

/** What staff should check before saving (sessions/admin-schema.ts), which does not stop them. */
function SessionWarnings({ form, choices }: { form: SessionForm; choices: SessionChoices }) {
  const [formationId, start, end, schedule, price, trainerId] = useWatch({
    control: form.control,
    name: ["formation_id", "start_date", "end_date", "schedule", "price_no_tax", "trainer_id"],
  });
  const trainer = choices.trainers.find(({ id }) => String(id) === trainerId);
  const warnings = sessionWarnings(
    {
      start_date: start,
      end_date: end,
      schedule,
      price_no_tax: price,
      trainer: trainer?.name,
      trainer_credentials: trainer?.credentials ?? undefined,
    },
    choices.formations.find((formation) => String(formation.id) === formationId),
  );
  if (warnings.length === 0) return null;
  return (
    <div
      role="status"
      data-testid="session-warnings"
      className="rounded-2xl bg-brand-yellow-soft p-3 text-sm"
    >
      <p className="font-semibold">À vérifier (l&apos;enregistrement reste possible) :</p>
      <ul className="mt-1 list-disc pl-5">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </div>
  );
}

/** Whether it takes registrations and shows on the site; a draft formation's sessions wait for it. */
function PublicationFields({ form, choices }: { form: SessionForm; choices: SessionChoices }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [formationId, published] = useWatch({ control, name: ["formation_id", "published"] });
  // Visitors see a session only with its formation: a draft's sessions wait for its publication.
  const draft =
    published &&
    choices.formations.some(
      (formation) => String(formation.id) === formationId && !formation.published,
    );
  return (
    <>
      <SelectField
        id="session-status"
        label="Inscriptions"
        error={errors.status?.message}
        {...register("status")}
      >
        <option value="planned">Planifiée (inscriptions fermées)</option>
        <option value="open">Ouverte aux inscriptions</option>
      </SelectField>
      <Controller
        control={control}
        name="published"
        render={({ field }) => (
          <SwitchField
            id="session-published"
            label="Publiée sur le site"
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <FieldError id="session-published-error" message={errors.published?.message} />
      {draft ? (
        <p
          role="status"
          className="rounded-2xl bg-brand-yellow-soft px-4 py-3 text-sm font-semibold"
          data-testid="draft-formation-warning"
        >
          Cette formation est un brouillon : la session ne sera visible sur le site, et ouverte aux
          inscriptions, qu&apos;une fois la formation publiée.
        </p>
      ) : null}
    </>
  );
}
