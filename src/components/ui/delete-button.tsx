"use client";

import { Trash2 } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import type { ActionResult } from "@/server/action-result";
import { buttonClassName } from "./button";
import { useActionFeedback, type FeedbackMessages } from "./use-action-feedback";

/** The delete button of a card: the spec's question first, then the action and its toast. */
export function DeleteButton({
  itemName,
  question,
  action,
  messages,
  label,
  next,
}: {
  /** For the button's accessible name: 'Supprimer « Python pour la data »'. */
  itemName: string;
  question: string;
  action: () => Promise<ActionResult>;
  messages: FeedbackMessages;
  /** A visible text for the button, instead of the bin alone. */
  label?: string;
  /** Where to go once done, when the current page shows what was deleted; else it reloads. */
  next?: string;
}) {
  const run = useActionFeedback();
  const [pending, setPending] = useState(false);
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger
        aria-label={label ? undefined : `Supprimer « ${itemName} »`}
        title={label ? undefined : "Supprimer"}
        className={buttonClassName({ variant: "danger", size: label ? "sm" : "smTight" })}
      >
        <Trash2 aria-hidden className="size-4" />
        {label}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl">
          <AlertDialog.Title className="font-display text-xl font-bold">Confirmer la suppression</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink/80">{question}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonClassName({ variant: "ghost" })}>Annuler</AlertDialog.Cancel>
            <AlertDialog.Action
              disabled={pending}
              className={buttonClassName({ variant: "accent" })}
              onClick={async () => {
                setPending(true);
                await run(action, messages, next);
                setPending(false);
              }}
            >
              Supprimer
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
