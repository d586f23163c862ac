/** Dates the legal texts were last updated (spec, section 2). */
export const LEGAL_TEXTS_UPDATED = "27/04/2025";
export const TERMS_OF_SALE_UPDATED = "28/11/2026";
/** The rules of conduct every trainee receives (Code du travail, L6352-3). */
export const TRAINING_RULES_UPDATED = "27/11/2026";

/** The frame shared by the legal pages: title, date of the text, and its sections. */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 pt-8 sm:px-6">
      <article
        className="rounded-[2rem] border border-ink/10 bg-white p-6 shadow-sm sm:p-12"
        data-testid="legal-page"
      >
        <header className="border-b border-ink/10 pb-6">
          <h1 className="font-display text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-2 text-sm text-ink/70">Dernière mise à jour : {updated}</p>
        </header>
        <div className="legal-content mt-8 space-y-8">{children}</div>
      </article>
    </div>
  );
}

/** One numbered part of a legal text. */
export function LegalSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    // Styled by .legal-content (globals.css): the five pages repeat it for each of their parts.
    <section>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
