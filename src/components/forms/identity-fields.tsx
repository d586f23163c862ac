"use client";

import { TextField } from "@/components/ui/form-field";
import type { FieldAnswer } from "./use-public-form";

/** One text field of a public form: the name it posts, its label, its type and autofill hint. */
export interface TextFieldSpec<Name extends string> {
  name: Name;
  label: React.ReactNode;
  type?: "text" | "email" | "tel";
  autoComplete: string;
}

interface FieldsProps<Name extends string> {
  answer: FieldAnswer<Name>;
  /** The form's prefix of element ids: a field's id is `${idPrefix}-${name}`. */
  idPrefix: string;
}

/** A text field posted under its name, with the server's error and the text a refusal gave back. */
export function FormTextField<Name extends string>({
  answer,
  idPrefix,
  spec,
}: FieldsProps<Name> & { spec: TextFieldSpec<Name> }) {
  return (
    <TextField
      id={`${idPrefix}-${spec.name}`}
      name={spec.name}
      label={spec.label}
      type={spec.type ?? "text"}
      autoComplete={spec.autoComplete}
      error={answer.errorOf(spec.name)}
      defaultValue={answer.valueOf(spec.name)}
    />
  );
}

/**
 * Who writes or registers (name, company, e-mail, phone), two by two: the public forms' one way
 * of asking. Each form gives its labels and order, as the specification words them.
 */
export function IdentityFields<Name extends string>({
  fields,
  ...props
}: FieldsProps<Name> & { fields: readonly TextFieldSpec<Name>[] }) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {fields.map((spec) => (
        <FormTextField key={spec.name} spec={spec} {...props} />
      ))}
    </div>
  );
}
