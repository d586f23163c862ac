"use client";

import { editOf, EntityFormDialog, type EditTarget } from "@/components/ui/entity-form-dialog";
import { TextField } from "@/components/ui/form-field";
import { emptyFunder, funderSchema, readFunder, saveFunder } from "@/features/surveys/admin-client";

const text = {
  createTitle: "Nouveau financeur",
  editTitle: "Modifier le financeur",
  createButton: "Nouveau financeur",
  created: "Financeur ajouté avec succès",
  updated: "Financeur modifié avec succès",
  saveFailed: "Impossible de sauvegarder le financeur",
  loadFailed: "Impossible de charger le financeur",
};

/** Adds a funder and its contact, or edits `target`. */
export function FunderDialog({ target }: { target?: EditTarget }) {
  return (
    <EntityFormDialog
      schema={funderSchema}
      defaults={emptyFunder}
      edit={editOf(target, readFunder)}
      text={text}
      size="md"
      save={(input) => saveFunder(target?.id ?? null, input)}
    >
      {({ register, formState: { errors } }) => (
        <>
          <TextField
            id="funder-name"
            label="Financeur *"
            placeholder="OPCO Atlas, France Travail, Région Île-de-France…"
            error={errors.name?.message}
            {...register("name")}
          />
          <TextField
            id="funder-contact-name"
            label="Contact"
            placeholder="Prénom Nom"
            error={errors.contact_name?.message}
            {...register("contact_name")}
          />
          <TextField
            id="funder-email"
            label="E-mail du contact *"
            type="email"
            placeholder="prenom.nom@opco.fr"
            hint="Le questionnaire annuel des financeurs lui est envoyé une fois par an."
            error={errors.email?.message}
            {...register("email")}
          />
        </>
      )}
    </EntityFormDialog>
  );
}
