"use client";

import type {
  FieldValues,
  SubmitErrorHandler,
  SubmitHandler,
  UseFormReturn,
} from "react-hook-form";
import { useScripted } from "@/lib/use-browser-snapshot";

/**
 * A react-hook-form form: the browser's own validation is off so that the schema's French messages
 * show under each field, and the fields stack with the site's spacing.
 *
 * These forms are sent by their script only. Until it has run, the fields and the button are
 * disabled: sent earlier, the browser would have sent the form itself, as a GET carrying the typed
 * password in the address (history, logs) and losing what was typed. `method="post"` keeps the
 * values out of the address whatever happens.
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
  const scripted = useScripted();
  return (
    <form method="post" noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
      <fieldset disabled={!scripted} className="min-w-0 space-y-4">
        {children}
      </fieldset>
      <noscript>
        <p className="mt-4 text-sm">
          Ce formulaire demande JavaScript : activez-le pour l&apos;envoyer.
        </p>
      </noscript>
    </form>
  );
}
