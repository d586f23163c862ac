"use client";

import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "@/components/ui/form-field";
import { PASSWORD_HINT } from "@/lib/validation";

/** A new password and its confirmation (onboarding, recovery), with the same hint and messages. */
export function NewPasswordFields({
  idPrefix,
  label,
  password,
  confirmation,
  errors,
}: {
  idPrefix: string;
  label: string;
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: { password?: FieldError; confirmation?: FieldError };
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label={label}
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.password?.message}
        {...password}
      />
      <TextField
        id={`${idPrefix}-confirmation`}
        label="Confirmer le mot de passe *"
        type="password"
        autoComplete="new-password"
        error={errors.confirmation?.message}
        {...confirmation}
      />
    </>
  );
}
