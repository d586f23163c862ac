"use client";

import { Icon } from "@/components/ui/icon";
import { buttonClassName } from "@/components/ui/button";

/** The title of a page that failed: the error pages of both frameworks put it in their head. */
export const ERROR_TITLE = "Une erreur est survenue";

/**
 * What a page shows when it fails to render, inside its shell (public header and footer, or the
 * staff sidebar): what happened in French, a retry (by default, loading the page again), a way
 * home, and the reference to quote (`digest`, which the server's log line carries).
 */
export function ErrorScreen({
  digest,
  retry = () => window.location.reload(),
  home,
}: {
  digest?: string;
  retry?: () => void;
  home: { href: string; label: string };
}) {
  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center px-6 py-16 text-center"
    >
      <p className="font-display text-7xl font-bold text-brand-pink sm:text-8xl" aria-hidden="true">
        Oups
      </p>
      <h1 className="mt-6 font-display text-3xl font-bold sm:text-4xl">{ERROR_TITLE}</h1>
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
        <button type="button" onClick={() => retry()} className={buttonClassName({ size: "lg" })}>
          <Icon name="rotate-ccw" className="size-5" />
          Réessayer
        </button>
        <a href={home.href} className={buttonClassName({ size: "lg", variant: "outline" })}>
          {home.label}
        </a>
      </div>
    </section>
  );
}
