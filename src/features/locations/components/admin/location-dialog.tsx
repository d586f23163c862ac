"use client";

import { Controller } from "react-hook-form";
import { editOf, EntityFormDialog, type EditTarget } from "@/components/ui/entity-form-dialog";
import { TextField } from "@/components/ui/form-field";
import { SwitchField } from "@/components/ui/switch-field";
import { readLocation, saveLocation } from "../../actions";
import { emptyLocation, locationSchema } from "../../schema";

const text = {
  createTitle: "Nouveau lieu",
  editTitle: "Modifier le lieu",
  createButton: "Nouveau lieu",
  created: "Lieu créé avec succès",
  updated: "Lieu modifié avec succès",
  saveFailed: "Impossible de sauvegarder le lieu",
  loadFailed: "Impossible de charger le lieu",
};

/** Creates a location, or edits `target`. */
export function LocationDialog({ target }: { target?: EditTarget }) {
  return (
    <EntityFormDialog
      schema={locationSchema}
      defaults={emptyLocation}
      edit={editOf(target, readLocation)}
      text={text}
      save={(input) => saveLocation(target?.id ?? null, input)}
    >
      {({ register, control, setValue, watch, formState: { errors } }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
            <TextField
              id="location-country"
              label="Pays *"
              error={errors.country?.message}
              {...register("country")}
            />
            <TextField
              id="location-code"
              label="Code pays"
              placeholder="FR"
              maxLength={2}
              error={errors.country_code?.message}
              {...register("country_code")}
            />
          </div>
          <TextField
            id="location-city"
            label="Ville"
            error={errors.city?.message}
            {...register("city")}
          />
          <TextField
            id="location-address"
            label="Adresse"
            error={errors.address?.message}
            {...register("address")}
          />
          <Controller
            control={control}
            name="permanent"
            render={({ field }) => (
              <SwitchField
                id="location-permanent"
                label="Lieu permanent"
                checked={field.value}
                onCheckedChange={(permanent) => {
                  field.onChange(permanent);
                  // A permanent location has no stay: its dates are cleared, not just hidden.
                  if (permanent) {
                    setValue("stay_start", "");
                    setValue("stay_end", "");
                  }
                }}
              />
            )}
          />
          {watch("permanent") ? null : (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="location-start"
                label="Date de début"
                type="date"
                error={errors.stay_start?.message}
                {...register("stay_start")}
              />
              <TextField
                id="location-end"
                label="Date de fin"
                type="date"
                error={errors.stay_end?.message}
                {...register("stay_end")}
              />
            </div>
          )}
        </>
      )}
    </EntityFormDialog>
  );
}
