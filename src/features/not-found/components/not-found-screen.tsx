"use client";

import { lazy, Suspense } from "react";
import type { NotFoundMessage } from "../messages";
import { BackButton } from "./back-button";

// The tooltip's code (Radix) is loaded where the screen shows, not with every page that could
// show it: Next.js's pages each carry the not-found screen in their payload. Until it arrives
// the message shows without its tooltip.
const SourceTooltip = lazy(() =>
  import("./source-tooltip").then(({ SourceTooltip }) => ({ default: SourceTooltip })),
);

/**
 * The 404 screen: an island on the public pages (its tooltip and its back button act), a client
 * component of the staff area's not-found page.
 */
export function NotFoundScreen({ message }: { message: NotFoundMessage }) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-6 py-16 text-center">
      <p className="font-display text-8xl font-bold text-brand-pink sm:text-9xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-6 font-display text-3xl font-bold sm:text-4xl">
        <Suspense fallback={message.text}>
          <SourceTooltip source={message.source}>{message.text}</SourceTooltip>
        </Suspense>
      </h1>
      <p className="mt-4 text-lg text-ink/70">La page demandée est introuvable.</p>
      <div className="mt-10">
        <BackButton />
      </div>
    </section>
  );
}
