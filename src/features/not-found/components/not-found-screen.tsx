"use client";

import type { NotFoundMessage } from "../messages";
import { BackButton } from "./back-button";
import { SourceTooltip } from "./source-tooltip";

/**
 * The 404 screen. Every page's payload carries it (Next.js renders it when a segment is missing),
 * so it is a client component: the payload then holds only the message the server picked.
 */
export function NotFoundScreen({ message }: { message: NotFoundMessage }) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-6 py-16 text-center">
      <p className="font-display text-8xl font-bold text-brand-pink sm:text-9xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-6 font-display text-3xl font-bold sm:text-4xl">
        <SourceTooltip source={message.source}>{message.text}</SourceTooltip>
      </h1>
      <p className="mt-4 text-lg text-ink/70">La page demandée est introuvable.</p>
      <div className="mt-10">
        <BackButton />
      </div>
    </section>
  );
}
