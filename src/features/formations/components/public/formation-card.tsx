import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { PendingPage } from "@/components/ui/pending-page";
import { paths } from "@/config/paths";
import { joinClasses } from "@/lib/join-classes";
import { formatPriceNoTax } from "@/lib/money";

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
  };
  /** Shown above the title: the event of an event formation. */
  header?: React.ReactNode;
  /** 3 under a page's own section headings (the search results). */
  headingLevel?: 2 | 3;
}

/**
 * A formation in a list. With a programme it is white and opens the formation's page; without,
 * it is grey, not navigable, and offers pre-registration through the quote form.
 */
export function FormationCard({ formation, header, headingLevel = 2 }: FormationCardProps) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const body = (
    <>
      {header}
      <div className="flex items-start justify-between gap-3">
        <Heading className="line-clamp-3 font-display text-xl font-bold leading-snug">{formation.title}</Heading>
        {formation.certification ? (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-green-soft px-2.5 py-1 text-xs font-semibold text-brand-green-ink">
            <Icon name="badge-check" className="size-3.5" /> CPF
          </span>
        ) : null}
      </div>
      {formation.description ? (
        <p className="line-clamp-3 text-sm text-ink/75">{formation.description}</p>
      ) : null}
      <dl className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-2 text-sm">
        <div>
          <dt className="sr-only">Durée</dt>
          <dd className="flex items-center gap-1.5">
            <Icon name="clock" className="size-4 text-ink/60" />
            {formation.duration}
          </dd>
        </div>
        <div>
          <dt className="sr-only">Prix</dt>
          <dd className="font-semibold">{formatPriceNoTax(formation.price_no_tax)}</dd>
        </div>
        {formation.format ? (
          <div>
            <dt className="sr-only">Format</dt>
            <dd className="flex items-center gap-1.5">
              <Icon name="monitor-smartphone" className="size-4 text-ink/60" />
              {formation.format}
            </dd>
          </div>
        ) : null}
      </dl>
    </>
  );

  const frame = "flex h-full flex-col gap-3 rounded-3xl border p-6";
  if (formation.navigable) {
    return (
      <Link
        href={paths.formation(formation.slug)}
        data-testid="formation-card"
        data-navigable="true"
        className={joinClasses(
          frame,
          "group border-ink/10 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-ink/25 hover:shadow-md",
        )}
      >
        {body}
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand-blue-ink">
          Voir le programme
          <Icon name="arrow-right" className="size-4 transition group-hover:translate-x-0.5" />
        </span>
        <PendingPage label="Chargement de la formation">
          <p className="mx-auto max-w-6xl px-4 py-24 text-center text-lg text-ink/70 sm:px-6">Chargement de la formation...</p>
        </PendingPage>
      </Link>
    );
  }
  return (
    <div data-testid="formation-card" data-navigable="false" className={joinClasses(frame, "border-transparent bg-gray-100")}>
      {body}
      <Link
        href={paths.quote(formation.slug)}
        className={buttonClassName({ variant: "outline", size: "sm", className: "self-start" })}
        aria-label={`Se pré-inscrire : ${formation.title}`}
      >
        Se pré-inscrire
      </Link>
    </div>
  );
}
