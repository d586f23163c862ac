"use client";

import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/** Puts the server's field errors (same schema, same messages) beside the fields. */
export function useServerErrors<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>) {
  return (fieldErrors: Record<string, string> | undefined) => {
    for (const [field, message] of Object.entries(fieldErrors ?? {})) {
      form.setError(field as Path<T>, { type: "server", message });
    }
  };
}
