"use client";

import { Toaster as Sonner } from "sonner";

/**
 * Where toasts appear. Mounted only by the pages that raise them (account pages, dashboard) so
 * that public pages ship no toast code; a toast raised before a navigation shows on the next one.
 * Dark text on white with a coloured edge: sonner's rich colours fail the contrast ratio.
 */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      closeButton
      // sonner's screen-reader labels are in English by default.
      containerAriaLabel="Messages"
      toastOptions={{
        closeButtonAriaLabel: "Fermer le message",
        duration: 5000,
        classNames: {
          toast: "!rounded-2xl !border-ink/15 !text-ink",
          description: "!text-ink/80",
          success: "!border-l-4 !border-l-brand-green-ink",
          error: "!border-l-4 !border-l-brand-pink-ink",
          info: "!border-l-4 !border-l-brand-blue-ink",
        },
      }}
    />
  );
}
