"use client";

import type {
  FieldValues,
  SubmitErrorHandler,
  SubmitHandler,
  UseFormReturn,
} from "react-hook-form";

/**
 * A react-hook-form form: the browser's own validation is off so that the schema's French messages
 * show under each field, and the fields stack with the site's spacing.
 */
export function HookForm<T extends FieldValues>({
  form,
  onValid,
  onInvalid,
  children,
}: {
  form: UseFormReturn<T>;
  onValid: SubmitHandler<T>;
  onInvalid?: SubmitErrorHandler<T>;
  children: React.ReactNode;
}) {
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit(onValid, onInvalid)}>
      {children}
    </form>
  );
}
