"use client";

import { Icon } from "@/components/ui/icon";
import Link from "next/link";
import type { ErrorInfo } from "next/error";
import { buttonClassName } from "@/components/ui/button";
import { errorDigest } from "@/lib/error-digest";

/**
 * What a page shows when it fails to render, inside its shell (public header and footer, or the
 * staff sidebar): what happened in French, a retry, a way home, and the reference to quote.
 */
export function ErrorScreen({
  error,
  retry,
  home,
}: ErrorInfo & { home: { href: string; label: string } }) {
  const digest = errorDigest(error);
  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center px-6 py-16 text-center"
    >
      <title>Une erreur est survenue</title>
      <p className="font-display text-7xl font-bold text-brand-pink sm:text-8xl" aria-hidden="true">
        Oups
      </p>
      <h1 className="mt-6 font-display text-3xl font-bold sm:text-4xl">Une erreur est survenue</h1>
      <p className="mt-4 text-lg text-ink/75">
        Cette page n&apos;a pas pu s&apos;afficher. Réessayez dans un instant ; si le problème
        persiste, contactez-nous en citant la référence ci-dessous.
      </p>
      {digest ? (
        <p className="mt-4 text-sm text-ink/70">
          Référence : <code className="rounded bg-ink/5 px-2 py-1 font-mono">{digest}</code>
        </p>
      ) : null}
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={retry} className={buttonClassName({ size: "lg" })}>
          <Icon name="rotate-ccw" className="size-5" />
          Réessayer
        </button>
        <Link href={home.href} className={buttonClassName({ size: "lg", variant: "outline" })}>
          {home.label}
        </Link>
      </div>
    </section>
  );
}
