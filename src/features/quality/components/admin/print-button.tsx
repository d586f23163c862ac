"use client";

import { Printer } from "lucide-react";
import { buttonClassName } from "@/components/ui/button";

/** « Imprimer »: the browser's own print, of the page without the dashboard's frame. */
export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className={buttonClassName({ variant: "outline", className: "print:hidden" })}
    >
      <Printer aria-hidden className="size-4" />
      Imprimer
    </button>
  );
}
