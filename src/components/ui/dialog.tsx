"use client";

import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { joinClasses } from "@/lib/join-classes";

const widths = { md: "max-w-md", lg: "max-w-2xl", xl: "max-w-5xl" } as const;

/** A modal dialog with a title, a close button, and focus kept inside while open. */
export function Dialog({
  open,
  onOpenChange,
  title,
  size = "md",
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** 'lg' for the management forms, with their many fields; 'xl' with a preview beside. */
  size?: keyof typeof widths;
  children: React.ReactNode;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-sm" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          // A field with its own Escape (an inline rename) cancels itself, not the dialog.
          onEscapeKeyDown={(event) => {
            if (event.target instanceof Element && event.target.closest("[data-own-escape]")) event.preventDefault();
          }}
          className={joinClasses(
            // At most 80% of the screen's height; the content scrolls inside.
            "fixed inset-x-4 top-1/2 z-50 mx-auto flex max-h-[80vh] -translate-y-1/2 flex-col rounded-3xl bg-white p-6 shadow-2xl",
            widths[size],
          )}
        >
          <DialogPrimitive.Title className="shrink-0 pr-10 font-display text-2xl font-bold">{title}</DialogPrimitive.Title>
          <div className="-mx-1 mt-4 min-h-0 overflow-y-auto px-1">{children}</div>
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
