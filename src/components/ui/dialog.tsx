"use client";

import { X } from "lucide-react";
import { AlertDialog, Dialog as DialogPrimitive } from "radix-ui";
import { useState } from "react";
import { joinClasses } from "@/lib/join-classes";
import { buttonClassName } from "./button";
import { ConfirmationContent } from "./confirmation";
import { useLeaveWarning } from "./use-leave-warning";

const widths = { md: "max-w-md", lg: "max-w-2xl", xl: "max-w-5xl" } as const;

/**
 * A modal dialog with a title, a close button, and focus kept inside while open. While `dirty`
 * (a form with unsaved changes), Escape, a click outside, the close button and `DialogCancel`
 * ask 'Quitter sans enregistrer ?' first, and leaving the page asks the browser's question.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  size = "md",
  dirty = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** 'lg' for the management forms, with their many fields; 'xl' with a preview beside. */
  size?: keyof typeof widths;
  dirty?: boolean;
  children: React.ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  useLeaveWarning(open && dirty);
  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && dirty) setConfirming(true);
        else onOpenChange(next);
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-sm" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          // A field with its own Escape (an inline rename) cancels itself, not the dialog.
          onEscapeKeyDown={(event) => {
            if (event.target instanceof Element && event.target.closest("[data-own-escape]"))
              event.preventDefault();
          }}
          className={joinClasses(
            // At most 80% of the screen's height; the content scrolls inside.
            "fixed inset-x-4 top-1/2 z-50 mx-auto flex max-h-[80vh] -translate-y-1/2 flex-col rounded-3xl bg-white p-6 shadow-2xl",
            widths[size],
          )}
        >
          <DialogPrimitive.Title className="shrink-0 pr-10 font-display text-2xl font-bold">
            {title}
          </DialogPrimitive.Title>
          <div className="-mx-1 mt-4 min-h-0 overflow-y-auto px-1">{children}</div>
          <DialogPrimitive.Close
            aria-label="Fermer"
            className="absolute right-4 top-4 grid size-10 place-items-center rounded-full hover:bg-ink/5"
          >
            <X aria-hidden className="size-5" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <ConfirmationContent
          title="Quitter sans enregistrer ?"
          cancel="Continuer la saisie"
          confirm="Quitter sans enregistrer"
          onConfirm={() => onOpenChange(false)}
        >
          <p>Les modifications de ce formulaire seront perdues.</p>
        </ConfirmationContent>
      </AlertDialog.Root>
    </DialogPrimitive.Root>
  );
}

/** A form's 'Annuler': closes its dialog the way Escape does, asking first when there are unsaved changes. */
export function DialogCancel({ children = "Annuler" }: { children?: React.ReactNode }) {
  return (
    <DialogPrimitive.Close type="button" className={buttonClassName({ variant: "ghost" })}>
      {children}
    </DialogPrimitive.Close>
  );
}
