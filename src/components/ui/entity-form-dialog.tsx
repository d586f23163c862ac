"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, Plus, type LucideIcon } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from "react-hook-form";
import { CONNECTION_LOST } from "@/lib/messages";
import type { z } from "@/lib/zod";
import type { ActionResult } from "@/lib/action-result";
import { buttonClassName, SubmitButton } from "./button";
import { ConfirmationContent } from "./confirmation";
import { Dialog, DialogCancel } from "./dialog";
import { useActionFeedback, type FeedbackMessages } from "./use-action-feedback";
import { useServerErrors } from "./use-server-errors";

interface EntityFormText {
  /** 'Créer un nouvel article' / 'Modifier l'article'. */
  createTitle: string;
  editTitle: string;
  /** The create button: 'Nouvel article'; with its shorter phone label when the spec gives one ('Inviter'). */
  createButton: string;
  createShort?: string;
  /** The create form's submit button and its pending label, when not 'Créer' ('Envoyer l'invitation'). */
  createSubmit?: { label: string; pending: string };
  created: string;
  updated: string;
  /** The success sentence is the toast's title rather than 'Succès' (the users screen). */
  successAsTitle?: boolean;
  /** 'Impossible de sauvegarder l'article'; or the function that words each cause (the invitation). */
  saveFailed: FeedbackMessages["failure"];
  /** 'Impossible de charger l'article'. */
  loadFailed: string;
  /** The edit form's submit button when the spec names it ('Modifier'); 'Enregistrer' otherwise. */
  editSubmit?: string;
}

/** The item an edit dialog works on: its name, and how to read it as saved now. */
export interface EditedItem<Input> {
  name: string;
  load: () => Promise<ActionResult<{ values: Input }>>;
}

/** The row an edit button is for: its id, and the name the button reads out. */
export interface EditTarget {
  id: number;
  name: string;
}

/** The edited item of `target`, read with the feature's read action. */
export function editOf<Input>(
  target: EditTarget | undefined,
  read: (id: number) => Promise<ActionResult<{ values: Input }>>,
): EditedItem<Input> | undefined {
  return target && { name: target.name, load: () => read(target.id) };
}

type Opening<Input> =
  | { status: "loading" }
  | { status: "failed"; message: string }
  | { status: "ready"; values: Input };

/** A question to answer before saving: what it is about, and the button that saves anyway. */
export interface SaveQuestion {
  title: string;
  intro: string;
  items: string[];
  confirm: string;
}

interface FormProps<Input extends FieldValues, Output> {
  schema: z.ZodType<Output, Input>;
  text: EntityFormText;
  save: (values: Input) => Promise<ActionResult>;
  /** Asked before saving the checked values (`saved`: the form as it opened), when it returns one. */
  ask?: (values: Output, saved: Input) => SaveQuestion | null;
  /** The field that must be filled before the submit button enables (the invitation's e-mail). */
  requiredToSubmit?: Path<Input>;
  children: (form: UseFormReturn<Input, unknown, Output>) => React.ReactNode;
}

/**
 * The create and edit dialog of a management screen: opened empty to create; to edit, it reads
 * the item when it opens, so the form starts from the item as saved now (never from an
 * abandoned draft or a page loaded an hour ago) and the list carries only what its cards show.
 * The form itself exists only while the dialog is open: a screen of twenty cards renders twenty
 * buttons, not twenty forms. After a save the dialog closes and the list reloads, with the
 * spec's toasts.
 */
export function EntityFormDialog<Input extends FieldValues, Output>({
  defaults,
  edit,
  size = "lg",
  icon: CreateIcon = Plus,
  editButton = { label: "Modifier", icon: Pencil },
  ...form
}: FormProps<Input, Output> & {
  size?: "md" | "lg" | "xl";
  /** The create button's icon. */
  icon?: LucideIcon;
  /** The edit button, when it edits one part of the item ('Questionnaires'), not the whole. */
  editButton?: { label: string; icon: LucideIcon };
  /** The form of a new item. */
  defaults: Input;
  edit?: EditedItem<Input>;
}) {
  const [open, setOpen] = useState(false);
  // Whether the open form has unsaved changes: the dialog then asks before closing.
  const [dirty, setDirty] = useState(false);
  const [opening, setOpening] = useState<Opening<Input>>({ status: "loading" });
  // Only the latest opening may fill the form: an earlier read can answer after it.
  const latestOpening = useRef(0);
  const openDialog = async () => {
    const attempt = ++latestOpening.current;
    setOpen(true);
    if (!edit) {
      setOpening({ status: "ready", values: defaults });
      return;
    }
    setOpening({ status: "loading" });
    const result = await edit.load().catch(() => null);
    if (attempt !== latestOpening.current) return;
    setOpening(
      result?.ok
        ? { status: "ready", values: result.values }
        : {
            status: "failed",
            message: `${form.text.loadFailed}. ${result?.error ?? CONNECTION_LOST}`,
          },
    );
  };

  return (
    <>
      {edit === undefined ? (
        <button type="button" onClick={openDialog} className={buttonClassName()}>
          <CreateIcon aria-hidden className="size-4" />
          {form.text.createShort ? (
            <>
              <span className="sm:hidden">{form.text.createShort}</span>
              <span className="hidden sm:inline">{form.text.createButton}</span>
            </>
          ) : (
            form.text.createButton
          )}
        </button>
      ) : (
        <button
          type="button"
          onClick={openDialog}
          aria-label={`${editButton.label} « ${edit.name} »`}
          className={buttonClassName({ variant: "ghost", size: "smTight" })}
        >
          <editButton.icon aria-hidden className="size-4" />
          {editButton.label}
        </button>
      )}
      <Dialog
        open={open}
        size={size}
        dirty={dirty}
        onOpenChange={setOpen}
        title={edit === undefined ? form.text.createTitle : form.text.editTitle}
      >
        {opening.status === "ready" ? (
          <EntityForm
            {...form}
            values={opening.values}
            creating={edit === undefined}
            close={() => setOpen(false)}
            onDirtyChange={setDirty}
          />
        ) : opening.status === "loading" ? (
          <p role="status" className="py-10 text-center text-ink/70">
            Chargement...
          </p>
        ) : (
          <p
            role="alert"
            className="rounded-2xl border border-brand-pink-ink/30 bg-brand-pink-soft px-4 py-3"
          >
            {opening.message}
          </p>
        )}
      </Dialog>
    </>
  );
}

/** The dialog's form, validated in the browser with the action's own schema. */
function EntityForm<Input extends FieldValues, Output>({
  schema,
  text,
  save,
  ask,
  requiredToSubmit,
  children,
  values,
  creating,
  close,
  onDirtyChange,
}: FormProps<Input, Output> & {
  values: Input;
  creating: boolean;
  close: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const [question, setQuestion] = useState<SaveQuestion | null>(null);
  // A save confirmed through the question runs outside handleSubmit, so isSubmitting does not
  // cover it: the action's own pending keeps the form from being sent twice meanwhile.
  const { run, pending } = useActionFeedback();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: values as DefaultValues<Input>,
  });
  const showServerErrors = useServerErrors(form);
  const { isSubmitting, isDirty } = form.formState;
  const required: unknown = useWatch({
    control: form.control,
    name: requiredToSubmit as Path<Input>,
    disabled: !requiredToSubmit,
  });
  const missing = requiredToSubmit !== undefined && String(required ?? "").trim() === "";
  const submitLabel = creating
    ? (text.createSubmit ?? { label: "Créer", pending: "Enregistrement..." })
    : { label: text.editSubmit ?? "Enregistrer", pending: "Enregistrement..." };
  // A layout effect, so the dialog knows before the browser handles the next key: Radix listens
  // for Escape on the document, outside React, and Chromium runs a waiting keydown ahead of
  // React's passive effects. With useEffect, an Escape pressed right after typing could close
  // the dialog without asking.
  useLayoutEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  // A closed dialog has no form, hence nothing unsaved.
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  // An edit form appears once its item is read, after the dialog has placed the focus on its
  // close button: the keyboard starts on the first field, as when creating.
  const formRef = useRef<HTMLFormElement>(null);
  // The action re-validates the raw values with the same schema.
  async function submit() {
    const result = await run(() => save(form.getValues()), {
      success: creating ? text.created : text.updated,
      failure: text.saveFailed,
      successAsTitle: text.successAsTitle,
    });
    if (!result?.ok) {
      showServerErrors(result?.fieldErrors);
      return;
    }
    close();
  }
  useEffect(() => {
    formRef.current
      ?.querySelector<HTMLElement>("input:not([type=hidden]), textarea, select, button")
      ?.focus();
  }, []);
  return (
    <form
      ref={formRef}
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(async (checked) => {
        const asked = ask?.(checked, values) ?? null;
        if (asked) setQuestion(asked);
        else await submit();
      })}
    >
      {children(form)}
      <AlertDialog.Root
        open={question !== null}
        onOpenChange={(open) => !open && setQuestion(null)}
      >
        {question ? (
          <ConfirmationContent
            title={question.title}
            cancel="Revenir au formulaire"
            confirm={question.confirm}
            onConfirm={() => void submit()}
          >
            <p>{question.intro}</p>
            <ul className="mt-2 list-disc pl-5">
              {question.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </ConfirmationContent>
        ) : null}
      </AlertDialog.Root>
      <div className="sticky bottom-0 -mx-1 flex justify-end gap-2 bg-white px-1 pt-2">
        <DialogCancel />
        <SubmitButton
          pending={isSubmitting || pending}
          pendingLabel={submitLabel.pending}
          disabled={missing}
        >
          {submitLabel.label}
        </SubmitButton>
      </div>
    </form>
  );
}
