"use client";

import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { TextField } from "@/components/ui/form-field";

/** One text field of a public form: the name it posts, its label, its type and autofill hint. */
export interface TextFieldSpec<Name extends string> {
  name: Name;
  label: string;
  type?: "text" | "email" | "tel";
  autoComplete: string;
}

interface FieldsProps<Values extends FieldValues> {
  form: UseFormReturn<Values, unknown, unknown>;
  /** The form's prefix of element ids: a field's id is `${idPrefix}-${name}`. */
  idPrefix: string;
  errorOf: (name: Path<Values>) => string | undefined;
}

/** A text field registered in the form by its name, with the browser's or the server's error. */
export function FormTextField<Values extends FieldValues>({
  form,
  idPrefix,
  errorOf,
  spec,
}: FieldsProps<Values> & { spec: TextFieldSpec<Path<Values>> }) {
  return (
    <TextField
      id={`${idPrefix}-${spec.name}`}
      label={spec.label}
      type={spec.type ?? "text"}
      autoComplete={spec.autoComplete}
      error={errorOf(spec.name)}
      {...form.register(spec.name)}
    />
  );
}

/**
 * Who writes or registers (name, company, e-mail, phone), two by two: the public forms' one way
 * of asking. Each form gives its labels and order, as the specification words them.
 */
export function IdentityFields<Values extends FieldValues>({
  fields,
  ...props
}: FieldsProps<Values> & { fields: readonly TextFieldSpec<Path<Values>>[] }) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {fields.map((spec) => (
        <FormTextField key={spec.name} spec={spec} {...props} />
      ))}
    </div>
  );
}
