"use client";

import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "@/components/ui/form-field";
import { PASSWORD_HINT } from "@/lib/validation";

type PasswordFieldProps = Omit<React.ComponentProps<typeof TextField>, "type" | "autoComplete"> & {
  /** 'new' lets the browser suggest a password and shows the rules; 'current' lets it fill the saved one. */
  purpose: "current" | "new";
};

/** A password input as every accounts form wants it (pass `hint={null}` to hide the rules). */
export function PasswordField({
  purpose,
  hint = purpose === "new" ? PASSWORD_HINT : undefined,
  ...field
}: PasswordFieldProps) {
  return <TextField type="password" autoComplete={`${purpose}-password`} hint={hint} {...field} />;
}

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
      <PasswordField
        id={`${idPrefix}-password`}
        label={label}
        purpose="new"
        error={errors.password?.message}
        {...password}
      />
      <PasswordField
        id={`${idPrefix}-confirmation`}
        label="Confirmer le mot de passe *"
        purpose="new"
        hint={null}
        error={errors.confirmation?.message}
        {...confirmation}
      />
    </>
  );
}
