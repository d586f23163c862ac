"use client";

import { editOf, EntityFormDialog, type EditTarget } from "@/components/ui/entity-form-dialog";
import { TextAreaField, TextField } from "@/components/ui/form-field";
import { readPartner, savePartner } from "../../partner-actions";
import { emptyPartner, partnerSchema } from "../../schema";

const text = {
  createTitle: "Nouveau partenaire",
  editTitle: "Modifier le partenaire",
  createButton: "Nouveau partenaire",
  created: "Partenaire ajouté avec succès",
  updated: "Partenaire modifié avec succès",
  saveFailed: "Impossible de sauvegarder le partenaire",
  loadFailed: "Impossible de charger le partenaire",
};

/** Adds a partner body for trainees with a disability, or edits `target`. */
export function PartnerDialog({ target }: { target?: EditTarget }) {
  return (
    <EntityFormDialog
      schema={partnerSchema}
      defaults={emptyPartner}
      edit={editOf(target, readPartner)}
      text={text}
      size="md"
      save={(input) => savePartner(target?.id ?? null, input)}
    >
      {({ register, formState: { errors } }) => (
        <>
          <TextField
            id="partner-name"
            label="Nom *"
            placeholder="Agefiph Île-de-France"
            error={errors.name?.message}
            {...register("name")}
          />
          <TextAreaField
            id="partner-role"
            label="Ce qu'il apporte"
            rows={3}
            placeholder="Financement des aides techniques, conseil pour adapter la formation…"
            error={errors.role?.message}
            {...register("role")}
          />
          <TextField
            id="partner-contact"
            label="Contact"
            placeholder="Nom, téléphone ou e-mail"
            error={errors.contact?.message}
            {...register("contact")}
          />
          <TextField
            id="partner-website"
            label="Site web"
            placeholder="https://"
            error={errors.website?.message}
            {...register("website")}
          />
        </>
      )}
    </EntityFormDialog>
  );
}
