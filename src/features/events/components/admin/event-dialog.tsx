"use client";

import { editOf, EntityFormDialog, type EditTarget } from "@/components/ui/entity-form-dialog";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form-field";
import { readEvent, saveEvent } from "../../actions";
import { emptyEvent, eventSchema, locationChoiceLabel, type LocationChoice } from "../../schema";

const text = {
  createTitle: "Nouvel événement",
  editTitle: "Modifier l'événement",
  createButton: "Nouvel événement",
  created: "Événement créé avec succès",
  updated: "Événement modifié avec succès",
  saveFailed: "Impossible de sauvegarder l'événement",
  loadFailed: "Impossible de charger l'événement",
};

/** Creates an event, or edits `target`. */
export function EventDialog({
  target,
  locations,
}: {
  target?: EditTarget;
  locations: LocationChoice[];
}) {
  return (
    <EntityFormDialog
      schema={eventSchema}
      defaults={emptyEvent}
      edit={editOf(target, readEvent)}
      text={text}
      save={(input) => saveEvent(target?.id ?? null, input)}
    >
      {({ register, formState: { errors } }) => (
        <>
          <TextField
            id="event-name"
            label="Nom de l'événement *"
            error={errors.nom?.message}
            {...register("nom")}
          />
          <TextAreaField
            id="event-description"
            label="Description"
            rows={4}
            error={errors.description?.message}
            {...register("description")}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="event-start"
              label="Date de début *"
              type="date"
              error={errors.start_date?.message}
              {...register("start_date")}
            />
            <TextField
              id="event-end"
              label="Date de fin *"
              type="date"
              error={errors.end_date?.message}
              {...register("end_date")}
            />
          </div>
          <SelectField
            id="event-location"
            label="Lieu"
            error={errors.location?.message}
            {...register("location")}
          >
            <option value="none">Aucun lieu spécifié</option>
            {locations.map((location) => (
              <option key={location.id} value={String(location.id)}>
                {locationChoiceLabel(location)}
              </option>
            ))}
          </SelectField>
        </>
      )}
    </EntityFormDialog>
  );
}
