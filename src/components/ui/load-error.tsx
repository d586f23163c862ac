"use client";

import { buttonClassName } from "./button";

/** What a management screen shows when its list cannot be read: the spec's sentence, and a retry. */
export function LoadError({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div role="alert" className="rounded-3xl border border-brand-pink-ink/30 bg-brand-pink-soft p-6">
      <h1 className="font-display text-2xl font-bold">Erreur</h1>
      <p className="mt-1">{message}</p>
      <button type="button" onClick={retry} className={buttonClassName({ className: "mt-4" })}>
        Réessayer
      </button>
    </div>
  );
}
