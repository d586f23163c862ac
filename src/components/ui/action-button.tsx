"use client";

import { AlertDialog } from "radix-ui";
import type { ActionResult } from "@/lib/action-result";
import { buttonClassName, type ButtonStyle } from "./button";
import { ConfirmationContent } from "./confirmation";
import { useActionFeedback, type FeedbackMessages } from "./use-action-feedback";

/**
 * A button that runs one dashboard action and says how it went (toasts, then the page reloads);
 * with `confirm`, it asks first, for what cannot be undone.
 */
export function ActionButton({
  children,
  action,
  messages,
  confirm,
  style = { variant: "outline", size: "sm" },
  accessibleName,
}: {
  children: React.ReactNode;
  action: () => Promise<ActionResult>;
  messages: FeedbackMessages;
  confirm?: { title: string; question: string; yes: string; no: string };
  style?: ButtonStyle;
  /** When the visible text alone does not say what it applies to: 'Confirmer Léa Martin'. */
  accessibleName?: string;
}) {
  const { run, pending } = useActionFeedback();
  const go = async () => {
    await run(action, messages);
  };
  const button = {
    "aria-label": accessibleName,
    title: accessibleName,
    disabled: pending,
    className: buttonClassName(style),
  };
  if (!confirm) {
    return (
      <button type="button" {...button} onClick={go}>
        {children}
      </button>
    );
  }
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger {...button}>{children}</AlertDialog.Trigger>
      <ConfirmationContent
        title={confirm.title}
        cancel={confirm.no}
        confirm={confirm.yes}
        pending={pending}
        onConfirm={go}
      >
        <p>{confirm.question}</p>
      </ConfirmationContent>
    </AlertDialog.Root>
  );
}
