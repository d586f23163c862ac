"use client";

import { AlertDialog } from "radix-ui";
import { buttonClassName } from "./button";

/**
 * The question an action asks before it runs, inside an `AlertDialog.Root` (with or without a
 * trigger): a title, what it is about, 'cancel' to go back and 'confirm' to go on.
 */
export function ConfirmationContent({
  title,
  children,
  cancel,
  confirm,
  onConfirm,
  pending = false,
  onCloseAutoFocus,
}: {
  title: string;
  children: React.ReactNode;
  cancel: string;
  confirm: string;
  onConfirm: () => void;
  pending?: boolean;
  /** Where the focus goes once closed, for a question opened without a trigger. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <AlertDialog.Portal>
      <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-sm" />
      <AlertDialog.Content
        onCloseAutoFocus={onCloseAutoFocus}
        className="fixed inset-x-4 top-1/2 z-50 mx-auto max-h-[90vh] max-w-md -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl"
      >
        <AlertDialog.Title className="font-display text-xl font-bold">{title}</AlertDialog.Title>
        <AlertDialog.Description asChild>
          <div className="mt-2 text-ink/80">{children}</div>
        </AlertDialog.Description>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <AlertDialog.Cancel className={buttonClassName({ variant: "ghost" })}>
            {cancel}
          </AlertDialog.Cancel>
          <AlertDialog.Action
            disabled={pending}
            className={buttonClassName({ variant: "accent" })}
            onClick={onConfirm}
          >
            {confirm}
          </AlertDialog.Action>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Portal>
  );
}
