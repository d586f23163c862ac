import { Suspense } from "react";

/** The frame of a route's loading state (see `.loading-frame`): a full screen, shown late. */
export function LoadingFrame({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="status" aria-label={label} className="loading-frame">
      {children}
    </div>
  );
}

/**
 * The part of a page that waits for its data, below a fixed introduction that paints at once;
 * `placeholder` shows in a loading frame meanwhile (decision 31).
 */
export function LoadingBoundary({ label, placeholder, children }: { label: string; placeholder: React.ReactNode; children: React.ReactNode }) {
  return <Suspense fallback={<LoadingFrame label={label}>{placeholder}</LoadingFrame>}>{children}</Suspense>;
}
