"use client";

import { UserPlus } from "lucide-react";
import { Controller } from "react-hook-form";
import { EntityFormDialog } from "@/components/ui/entity-form-dialog";
import { TextField } from "@/components/ui/form-field";
import { SwitchField } from "@/components/ui/switch-field";
import { TagsInput } from "@/components/ui/tags-input";
import { inviteUser } from "../../actions";
import { invitationErrorMessage } from "../../invitation-errors";
import { invitationSchema, type InvitationValues } from "../../schema";

const empty: InvitationValues = {
  email: "",
  name: "",
  last_name: "",
  phone: "",
  titre: "",
  roles: [],
  admin: false,
};

// The success toast's sentence names the address: the action words it (its notice).
const text = {
  createTitle: "Inviter un utilisateur",
  editTitle: "",
  createButton: "Inviter un utilisateur",
  createShort: "Inviter",
  createSubmit: { label: "Envoyer l'invitation", pending: "Envoi..." },
  created: "Invitation envoyée",
  updated: "",
  successAsTitle: true,
  saveFailed: invitationErrorMessage,
  loadFailed: "",
};

/** 'Inviter un utilisateur': the address, the profile to pre-fill, roles as tags, the admin switch. */
export function InviteDialog() {
  return (
    <EntityFormDialog
      schema={invitationSchema}
      defaults={empty}
      size="md"
      icon={UserPlus}
      text={text}
      save={inviteUser}
      requiredToSubmit="email"
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <TextField
            id="invite-email"
            label="Email *"
            type="email"
            error={errors.email?.message}
            {...register("email")}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="invite-name"
              label="Prénom"
              error={errors.name?.message}
              {...register("name")}
            />
            <TextField
              id="invite-last-name"
              label="Nom"
              error={errors.last_name?.message}
              {...register("last_name")}
            />
          </div>
          <TextField
            id="invite-phone"
            label="Téléphone"
            type="tel"
            error={errors.phone?.message}
            {...register("phone")}
          />
          <TextField
            id="invite-titre"
            label="Titre"
            placeholder="Ex: Formatrice"
            error={errors.titre?.message}
            {...register("titre")}
          />
          <Controller
            control={control}
            name="roles"
            render={({ field }) => (
              <TagsInput
                id="invite-role"
                label="Rôles"
                itemName="le rôle"
                placeholder="Ex: Formateur"
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="admin"
            render={({ field }) => (
              <SwitchField
                id="invite-admin"
                label="Administrateur"
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </>
      )}
    </EntityFormDialog>
  );
}
