"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from "react-hook-form";
import type { z } from "@/lib/zod";
import type { ActionResult } from "@/server/action-result";
import { buttonClassName } from "./button";
import { Dialog } from "./dialog";
import { useActionFeedback } from "./use-action-feedback";
import { useServerErrors } from "./use-server-errors";

export interface EntityFormText {
  /** 'Créer un nouvel article' / 'Modifier l'article'. */
  createTitle: string;
  editTitle: string;
  /** The create button: 'Nouvel article'. */
  createButton: string;
  created: string;
  updated: string;
  /** 'Impossible de sauvegarder l'article'. */
  saveFailed: string;
}

/**
 * The create and edit dialog of a management screen: opened empty to create, pre-filled to
 * edit; validated in the browser with the action's own schema; after a save it resets, closes
 * and the list reloads, with the spec's toasts. `editing` names the item being edited.
 */
export function EntityFormDialog<Input extends FieldValues, Output>({
  schema,
  defaults,
  editing,
  text,
  save,
  size = "lg",
  children,
}: {
  size?: "lg" | "xl";
  schema: z.ZodType<Output, Input>;
  defaults: Input;
  editing?: string;
  text: EntityFormText;
  save: (values: Input) => Promise<ActionResult>;
  children: (form: UseFormReturn<Input, unknown, Output>) => React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const run = useActionFeedback();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: defaults as DefaultValues<Input>,
  });
  const showServerErrors = useServerErrors(form);
  const { isSubmitting } = form.formState;
  // Each opening starts from the item as saved now (or empty), never from an abandoned draft.
  const openDialog = () => {
    form.reset(defaults);
    setOpen(true);
  };

  return (
    <>
      {editing === undefined ? (
        <button type="button" onClick={openDialog} className={buttonClassName()}>
          <Plus aria-hidden className="size-4" />
          {text.createButton}
        </button>
      ) : (
        <button
          type="button"
          onClick={openDialog}
          aria-label={`Modifier « ${editing} »`}
          className={buttonClassName({ variant: "ghost", size: "smTight" })}
        >
          <Pencil aria-hidden className="size-4" />
          Modifier
        </button>
      )}
      <Dialog
        open={open}
        size={size}
        onOpenChange={setOpen}
        title={editing === undefined ? text.createTitle : text.editTitle}
      >
        <form
          noValidate
          className="space-y-4"
          // The action re-validates the raw values with the same schema.
          onSubmit={form.handleSubmit(async () => {
            const result = await run(() => save(form.getValues()), {
              success: editing === undefined ? text.created : text.updated,
              failure: text.saveFailed,
            });
            if (!result?.ok) {
              showServerErrors(result?.fieldErrors);
              return;
            }
            setOpen(false);
          })}
        >
          {children(form)}
          <div className="sticky bottom-0 -mx-1 flex justify-end gap-2 bg-white px-1 pt-2">
            <button type="button" onClick={() => setOpen(false)} className={buttonClassName({ variant: "ghost" })}>
              Annuler
            </button>
            <button type="submit" disabled={isSubmitting} className={buttonClassName()}>
              {isSubmitting ? "Enregistrement..." : editing === undefined ? "Créer" : "Modifier"}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
