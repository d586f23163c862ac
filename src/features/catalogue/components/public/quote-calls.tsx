import { buttonClassName } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { paths } from "@/config/paths";

/** Beside the cards on a wide screen: the quote, and the programme to download. */
export function QuoteCard({ slug }: { slug: string }) {
  return (
    <aside className="quote-card" aria-labelledby="quote-card-title">
      <div>
        <h2 id="quote-card-title">Demander un devis</h2>
        <p>
          Dates, lieu, financement CPF ou OPCO : nous adaptons la formation à votre équipe et
          répondons sous 48 heures ouvrées.
        </p>
        <a
          href={paths.quote(slug)}
          className={buttonClassName({ variant: "accent", className: "mt-5 w-full" })}
        >
          OBTENIR UN DEVIS
        </a>
        <a href={paths.formationProgrammePdf(slug)} download>
          <Icon name="file-down" /> Télécharger le programme (PDF)
        </a>
      </div>
    </aside>
  );
}

/** After the cards: the quote or a question, for a visitor who read it all. */
export function ClosingBand({ slug }: { slug: string }) {
  return (
    <section aria-labelledby="closing-card-title" className="call-band bg-brand-blue-soft">
      <div>
        <h2 id="closing-card-title">
          <Icon name="clipboard-check" />
          Cette formation vous intéresse ?
        </h2>
        <p>
          Recevez une proposition adaptée à vos dates et à votre financement, ou posez-nous vos
          questions.
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <a href={paths.quote(slug)} className={buttonClassName()}>
          Demander un devis <Icon name="arrow-right" className="size-4" />
        </a>
        <a href={paths.contact} className={buttonClassName({ variant: "outline" })}>
          Nous contacter
        </a>
      </div>
    </section>
  );
}

/**
 * On a phone the quote card comes after the whole programme: the way on stays at the bottom of
 * the screen. A formation with sessions open to registration offers « S'inscrire », which leads
 * to their dates (`sessionsAnchor`); one without, « Obtenir un devis ». Sticky, not fixed: it
 * rests at the end of the page's content and never covers the footer.
 */
export function QuoteBar({ slug, sessionsAnchor }: { slug: string; sessionsAnchor?: string }) {
  return (
    <div
      className="sticky bottom-0 z-30 -mx-4 border-t border-ink/10 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 md:hidden"
      data-testid="quote-bar"
    >
      <a
        href={sessionsAnchor ? `#${sessionsAnchor}` : paths.quote(slug)}
        className={buttonClassName({ variant: "accent", className: "w-full" })}
      >
        {sessionsAnchor ? "S'inscrire" : "Obtenir un devis"}{" "}
        <Icon name="arrow-right" className="size-4" />
      </a>
    </div>
  );
}
