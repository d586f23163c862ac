/** What a formation card's link shows while the formation's page loads (the spec's text). */
export function PendingFormation() {
  return (
    <p className="page-column py-24 text-center text-lg text-ink/70">
      Chargement de la formation...
    </p>
  );
}
