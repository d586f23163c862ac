"use client";

import { editOf, EntityFormDialog, type EditTarget } from "@/components/ui/entity-form-dialog";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form-field";
import { improvementStatuses, MAX_COMPLAINT_TEXT } from "../../constants";
import { readImprovement, saveImprovement } from "../../actions";
import { improvementSourceLabels, improvementStatusLabels } from "../../labels";
import { improvementSchema, type ImprovementInput } from "../../schema";

const emptyImprovement: ImprovementInput = {
  title: "",
  source: "staff",
  owner_id: "none",
  due_on: "",
  status: "planned",
  outcome: "",
};

/** The sources staff choose from: complaints and survey answers open theirs from their pages. */
const chosenSources = ["staff", "audit"] as const;

/**
 * Creates an improvement action (from the complaint `complaintId` when given) or edits `target`:
 * what to change, who owns it, by when, where it stands and what came of it.
 */
export function ImprovementDialog({
  target,
  complaintId,
  owners,
}: {
  target?: EditTarget;
  complaintId?: number;
  owners: [string, string][];
}) {
  const fromComplaint = complaintId !== undefined;
  const text = {
    createTitle: fromComplaint ? "Action d'amélioration de la réclamation" : "Nouvelle action",
    editTitle: "Modifier l'action",
    createButton: fromComplaint ? "Ouvrir une action d'amélioration" : "Nouvelle action",
    created: "Action créée avec succès",
    updated: "Action modifiée avec succès",
    saveFailed: "Impossible de sauvegarder l'action",
    loadFailed: "Impossible de charger l'action",
  };
  return (
    <EntityFormDialog
      schema={improvementSchema}
      defaults={
        fromComplaint ? { ...emptyImprovement, source: "complaint" as const } : emptyImprovement
      }
      edit={editOf(target, readImprovement)}
      text={text}
      save={(input) => saveImprovement(target?.id ?? null, input, complaintId)}
    >
      {({ register, watch, formState: { errors } }) => (
        <>
          <TextAreaField
            id="improvement-title"
            label="Action *"
            rows={3}
            maxLength={MAX_COMPLAINT_TEXT}
            error={errors.title?.message}
            {...register("title")}
          />
          {target || fromComplaint ? (
            <p className="text-sm text-ink/70">
              Origine : {improvementSourceLabels[watch("source")]}
            </p>
          ) : (
            <SelectField
              id="improvement-source"
              label="Origine *"
              error={errors.source?.message}
              {...register("source")}
            >
              {chosenSources.map((source) => (
                <option key={source} value={source}>
                  {improvementSourceLabels[source]}
                </option>
              ))}
            </SelectField>
          )}
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField
              id="improvement-owner"
              label="Responsable"
              error={errors.owner_id?.message}
              {...register("owner_id")}
            >
              {owners.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
            <TextField
              id="improvement-due"
              label="Échéance"
              type="date"
              error={errors.due_on?.message}
              {...register("due_on")}
            />
            <SelectField
              id="improvement-status"
              label="Statut *"
              error={errors.status?.message}
              {...register("status")}
            >
              {improvementStatuses.map((status) => (
                <option key={status} value={status}>
                  {improvementStatusLabels[status]}
                </option>
              ))}
            </SelectField>
          </div>
          <TextAreaField
            id="improvement-outcome"
            label="Résultat"
            hint="Ce qu'a donné l'action : requis pour la dire réalisée ou abandonnée."
            rows={3}
            maxLength={MAX_COMPLAINT_TEXT}
            error={errors.outcome?.message}
            {...register("outcome")}
          />
        </>
      )}
    </EntityFormDialog>
  );
}
