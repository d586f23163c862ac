/** The frame of a route's loading state (see `.loading-frame`): a full screen, shown late. */
export function LoadingFrame({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="status" aria-label={label} className="loading-frame">
      {children}
    </div>
  );
}
