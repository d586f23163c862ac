"use client";

import { editOf, EntityFormDialog, type EditTarget } from "@/components/ui/entity-form-dialog";
import { SelectField, TextField } from "@/components/ui/form-field";
import {
  emptyTrainer,
  trainerKindLabels,
  trainerKinds,
  trainerSchema,
} from "@/features/trainers/client";
import { readTrainer, saveTrainer } from "../../trainer-actions";

const text = {
  createTitle: "Nouveau formateur",
  editTitle: "Modifier le formateur",
  createButton: "Nouveau formateur",
  created: "Formateur ajouté avec succès",
  updated: "Formateur modifié avec succès",
  saveFailed: "Impossible de sauvegarder le formateur",
  loadFailed: "Impossible de charger le formateur",
};

/** Adds a trainer's record, or edits `target`. */
export function TrainerDialog({ target }: { target?: EditTarget }) {
  return (
    <EntityFormDialog
      schema={trainerSchema}
      defaults={emptyTrainer}
      edit={editOf(target, readTrainer)}
      text={text}
      size="md"
      save={(input) => saveTrainer(target?.id ?? null, input)}
    >
      {({ register, formState: { errors } }) => (
        <>
          <TextField
            id="trainer-name"
            label="Nom *"
            placeholder="Prénom Nom"
            error={errors.name?.message}
            {...register("name")}
          />
          <TextField
            id="trainer-email"
            label="E-mail"
            type="email"
            placeholder="prenom.nom@exemple.fr"
            hint="Son lien d'émargement et son questionnaire (Qualiopi) lui sont envoyés à cette adresse."
            error={errors.email?.message}
            {...register("email")}
          />
          <SelectField
            id="trainer-kind"
            label="Statut *"
            hint="Le bilan pédagogique et financier compte à part les salariés et les intervenants extérieurs."
            error={errors.kind?.message}
            {...register("kind")}
          >
            {trainerKinds.map((kind) => (
              <option key={kind} value={kind}>
                {trainerKindLabels[kind]}
              </option>
            ))}
          </SelectField>
          <TextField
            id="trainer-credentials"
            label="Titres et références"
            placeholder="Ingénieure, 10 ans de développement Python, certifiée PCAP"
            hint="Imprimés sur les contrats de formation (article L6353-4 du Code du travail)."
            error={errors.credentials?.message}
            {...register("credentials")}
          />
        </>
      )}
    </EntityFormDialog>
  );
}
