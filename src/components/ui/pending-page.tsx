"use client";

import { useLinkStatus } from "next/link";
import { createPortal } from "react-dom";

/**
 * Placed inside a `Link`: while the page it opens is being fetched, the current page gives way to
 * that page's loading state. Pages are complete in their server HTML
 * (docs/decisions/038-cached-content-never-behind-boundary.md), so a loading state exists only
 * here, during a client-side navigation that waits for the network; a prefetched page opens at
 * once and never shows it.
 */
export function PendingPage({ label, children }: { label: string; children: React.ReactNode }) {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  // Below the fixed header (z-50), over the whole page however far it was scrolled; `.loading-frame`
  // fades it in late, so a quick navigation does not flash it.
  return createPortal(
    <div
      role="status"
      aria-label={label}
      className="loading-frame fixed inset-0 z-40 overflow-hidden bg-white pt-24 sm:pt-28"
    >
      {children}
    </div>,
    document.body,
  );
}
