"use client";

import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";

/** A modal dialog with a title, a close button, and focus kept inside while open. */
export function Dialog({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-sm" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl"
        >
          <DialogPrimitive.Title className="pr-10 font-display text-2xl font-bold">{title}</DialogPrimitive.Title>
          {children}
          <DialogPrimitive.Close
            aria-label="Fermer"
            className="absolute right-4 top-4 grid size-10 place-items-center rounded-full hover:bg-ink/5"
          >
            <X aria-hidden className="size-5" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
