"use client";

import type { ErrorInfo } from "next/error";
import { errorDigest } from "@/lib/error-digest";
import { buttonClassName } from "./button";

/** What a management screen shows when its list cannot be read: the spec's sentence, the reference to quote, and a retry. */
export function LoadError({
  message,
  error,
  retry,
}: { message: string } & Pick<ErrorInfo, "error" | "retry">) {
  const digest = errorDigest(error);
  return (
    <div
      role="alert"
      className="rounded-3xl border border-brand-pink-ink/30 bg-brand-pink-soft p-6"
    >
      <h1 className="font-display text-2xl font-bold">Erreur</h1>
      <p className="mt-1">{message}</p>
      {digest ? <p className="mt-2 text-sm text-ink/75">Référence : {digest}</p> : null}
      <button type="button" onClick={retry} className={buttonClassName({ className: "mt-4" })}>
        Réessayer
      </button>
    </div>
  );
}
