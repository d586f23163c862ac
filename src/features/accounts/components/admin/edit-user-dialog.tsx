"use client";

import { Controller } from "react-hook-form";
import { editOf, EntityFormDialog, type EditTarget } from "@/components/ui/entity-form-dialog";
import { FieldError, TextField } from "@/components/ui/form-field";
import { SwitchField } from "@/components/ui/switch-field";
import { TagsInput } from "@/components/ui/tags-input";
import { readUser, updateUser } from "../../actions";
import { userEditSchema, type UserEditValues } from "../../schema";

// Users are created by invitation, never here: this form only ever shows a user read from the server.
const noUser: UserEditValues = {
  name: "",
  last_name: "",
  email: "",
  phone: "",
  titre: "",
  roles: [],
  admin: false,
};

const text = {
  createTitle: "",
  editTitle: "Modifier l'utilisateur",
  createButton: "",
  created: "",
  updated: "Utilisateur modifié",
  successAsTitle: true,
  saveFailed: "Impossible de modifier l'utilisateur",
  loadFailed: "Impossible de charger l'utilisateur",
};

/** 'Modifier' on a user's card: contact details, titre, roles and the admin flag. */
export function EditUserDialog({ target }: { target: EditTarget }) {
  return (
    <EntityFormDialog
      schema={userEditSchema}
      defaults={noUser}
      edit={editOf(target, readUser)}
      text={text}
      save={(input) => updateUser(target.id, input)}
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <p className="rounded-2xl bg-brand-blue-soft p-3 text-sm">
            Les utilisateurs ayant au moins un rôle apparaissent publiquement dans la section équipe
            du site.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="user-name"
              label="Prénom *"
              error={errors.name?.message}
              {...register("name")}
            />
            <TextField
              id="user-last-name"
              label="Nom *"
              error={errors.last_name?.message}
              {...register("last_name")}
            />
          </div>
          <TextField
            id="user-email"
            label="Email *"
            type="email"
            error={errors.email?.message}
            {...register("email")}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="user-phone"
              label="Téléphone"
              type="tel"
              error={errors.phone?.message}
              {...register("phone")}
            />
            <TextField
              id="user-titre"
              label="Titre"
              placeholder="Ex: Formatrice"
              error={errors.titre?.message}
              {...register("titre")}
            />
          </div>
          <Controller
            control={control}
            name="roles"
            render={({ field }) => (
              <TagsInput
                id="user-role"
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
            render={({ field, fieldState }) => (
              <div>
                <SwitchField
                  id="user-admin"
                  label="Administrateur"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
                <FieldError id="user-admin-error" message={fieldState.error?.message} />
              </div>
            )}
          />
        </>
      )}
    </EntityFormDialog>
  );
}
