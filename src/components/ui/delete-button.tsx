"use client";

import { Trash2 } from "lucide-react";
import { AlertDialog } from "radix-ui";
import type { ActionResult } from "@/lib/action-result";
import { buttonClassName } from "./button";
import { ConfirmationContent } from "./confirmation";
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
  const { run, pending } = useActionFeedback();
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
      <ConfirmationContent
        title="Confirmer la suppression"
        cancel="Annuler"
        confirm="Supprimer"
        pending={pending}
        onConfirm={async () => {
          await run(action, messages, next);
        }}
      >
        <p>{question}</p>
      </ConfirmationContent>
    </AlertDialog.Root>
  );
}
