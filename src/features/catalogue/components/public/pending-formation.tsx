"use client";

import { PendingPage } from "@/components/ui/pending-page";

/**
 * What a formation card's link shows while the formation's page loads. A client component of its
 * own: each card of a server-rendered list then names it in a word of payload instead of
 * carrying the paragraph it may show.
 */
export function PendingFormation() {
  return (
    <PendingPage label="Chargement de la formation">
      <p className="page-column py-24 text-center text-lg text-ink/70">
        Chargement de la formation...
      </p>
    </PendingPage>
  );
}
