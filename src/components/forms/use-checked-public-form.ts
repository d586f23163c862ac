"use client";

import { useEffect, useRef, useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import type { z } from "@/lib/zod";
import type { PublicFormState } from "@/lib/public-form-state";
import { usePublicForm } from "./use-public-form";

/** A public form's server side: its action, its fresh signed start, and its zod schema. */
export interface PublicFormEndpoint<Input extends FieldValues, Output, State> {
  action: (previous: State, form: FormData) => Promise<State>;
  requestStart: () => Promise<string>;
  /** Loads the schema: on the visitor's first focus, not with the page (lazyZodResolver). */
  schema: () => Promise<z.ZodType<Output, Input>>;
}

/**
 * A public form checked in the browser with the server's zod schema before it posts
 * (usePublicForm): the props of its `<form>`, each field's error (the browser's, else the
 * server's after a post without JavaScript), and the form emptied after a success.
 */
export function useCheckedPublicForm<
  Input extends FieldValues,
  Output,
  State extends PublicFormState<string, object>,
>(
  { action, requestStart, schema }: PublicFormEndpoint<Input, Output, State>,
  {
    address,
    pageStart,
    defaults,
  }: {
    /** The page's own address, where the form posts without JavaScript. */
    address: string;
    /** The signed start the server rendered with the page. */
    pageStart: string;
    /** The empty form; the same object for the page's life (a success resets to it). */
    defaults: DefaultValues<Input>;
  },
) {
  const [check] = useState(() => lazyZodResolver(schema));
  const posting = usePublicForm(action, address, { pageStart, requestStart });
  const { state, send, unreachable } = posting;
  const form = useForm<Input, unknown, Output>({
    resolver: check.resolver,
    defaultValues: defaults,
  });
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (state.status !== "success") return;
    // The native reset first: it also empties the plain fields the server rendered into the form.
    formRef.current?.reset();
    form.reset(defaults);
  }, [state, form, defaults]);

  const serverErrors = state.status === "error" ? state.fieldErrors : undefined;
  const browserErrors = form.formState.errors as Partial<Record<string, { message?: string }>>;
  const errorOf = (field: Path<Input>): string | undefined =>
    browserErrors[field]?.message ?? serverErrors?.[field];

  const formProps = {
    ref: formRef,
    action: posting.formAction,
    noValidate: true,
    onFocus: check.preload,
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      // The check itself may fail to download: that is a lost connection too.
      form
        .handleSubmit(() => send(formRef.current!))(event)
        .catch(unreachable);
    },
  };
  return { ...posting, form, errorOf, formProps };
}
