import { buttonClassName } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { paths } from "@/config/paths";
import { formatPriceNoTax } from "@/lib/money";
import { pendingLink } from "@/components/ui/pending-page";

export interface FormationCardProps {
  formation: {
    slug: string;
    title: string;
    description: string | null;
    duration: string;
    price_no_tax: string;
    format: string | null;
    certification: boolean;
    navigable: boolean;
    /** The next session open to registration, if any. */
    open_session_id: number | null;
  };
  /** Shown above the title: the event of an event formation. */
  header?: React.ReactNode;
  /** 3 under a page's own section headings (the search results). */
  headingLevel?: 2 | 3;
}

/**
 * A formation in a list. With a programme it is white and opens the formation's page; without,
 * it is grey, not navigable, and offers pre-registration: its next open session's registration
 * form, or else the quote form.
 */
export function FormationCard({ formation, header, headingLevel = 2 }: FormationCardProps) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const body = (
    <>
      {header}
      <div className="formation-card-title">
        <Heading>{formation.title}</Heading>
        {formation.certification ? (
          <span className="formation-card-cpf">
            <Icon name="badge-check" /> CPF
          </span>
        ) : null}
      </div>
      {formation.description ? (
        <p className="formation-card-description">{formation.description}</p>
      ) : null}
      <dl className="formation-card-facts">
        <div>
          <dt>Durée</dt>
          <dd>
            <Icon name="clock" />
            {formation.duration}
          </dd>
        </div>
        <div>
          <dt>Prix</dt>
          <dd className="font-semibold">{formatPriceNoTax(formation.price_no_tax)}</dd>
        </div>
        {formation.format ? (
          <div>
            <dt>Format</dt>
            <dd>
              <Icon name="monitor-smartphone" />
              {formation.format}
            </dd>
          </div>
        ) : null}
      </dl>
    </>
  );

  if (formation.navigable) {
    return (
      <a
        href={paths.formation(formation.slug)}
        data-testid="formation-card"
        data-navigable="true"
        className="formation-card group"
        {...pendingLink("formation")}
      >
        {body}
        <span className="formation-card-more">
          Voir le programme
          <Icon name="arrow-right" />
        </span>
      </a>
    );
  }
  return (
    <div data-testid="formation-card" data-navigable="false" className="formation-card">
      {body}
      <a
        href={
          formation.open_session_id === null
            ? paths.quote(formation.slug)
            : paths.registration(formation.open_session_id)
        }
        className={buttonClassName({ variant: "outline", size: "sm", className: "self-start" })}
        aria-label={`Se pré-inscrire : ${formation.title}`}
      >
        Se pré-inscrire
      </a>
    </div>
  );
}
