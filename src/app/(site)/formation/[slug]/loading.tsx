export default function FormationLoading() {
  return (
    <p role="status" className="mx-auto max-w-6xl px-4 py-24 text-center text-lg text-ink/70 sm:px-6">
      Chargement de la formation...
    </p>
  );
}
