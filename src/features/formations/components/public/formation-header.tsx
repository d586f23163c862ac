import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import { formatPriceNoTax } from "@/lib/money";
import { formationBadges, formationKind } from "../../formation-kind";
import type { FormationPageData } from "../../queries";

/** The coloured head of a formation page: yellow for an event formation, green otherwise. */
export function FormationHeader({ formation, event }: Pick<FormationPageData, "formation" | "event">) {
  const kind = formationKind(formation);
  const tone = kind === "event" ? "yellow" : "green";
  return (
    <header
      data-testid="formation-header"
      data-tone={tone}
      className={cn("rounded-[2rem] p-6 sm:p-10", tone === "yellow" ? "bg-brand-yellow" : "bg-brand-green")}
    >
      <p className="inline-flex rounded-full bg-ink px-3 py-1 text-xs font-bold tracking-widest text-white" data-testid="formation-badge">
        {formationBadges[kind]}
      </p>
      <h1 className="mt-4 max-w-4xl font-display text-3xl font-bold leading-tight text-ink sm:text-5xl">{formation.title}</h1>
      {formation.description ? <p className="mt-4 max-w-3xl text-lg text-ink/85">{formation.description}</p> : null}
      <ul className="fact-chips">
        <li>
          <Icon name="clock" /> <span className="sr-only">Durée :</span>
          {formation.duration}
        </li>
        <li>
          <Icon name="euro" /> <span className="sr-only">Prix :</span>
          {formatPriceNoTax(formation.price_no_tax)}
        </li>
        {formation.format ? (
          <li>
            <Icon name="monitor-smartphone" /> <span className="sr-only">Format :</span>
            {formation.format}
          </li>
        ) : null}
        {formation.certification ? (
          <li className="bg-ink text-white" data-testid="cpf-chip">
            <Icon name="badge-check" /> Éligible CPF
          </li>
        ) : null}
      </ul>
      {event ? (
        <p className="mt-6 flex items-start gap-2 font-semibold text-ink" data-testid="event-only">
          <Icon name="calendar-days" className="mt-0.5 size-5 shrink-0" />
          Cette formation est dispensée uniquement à l&apos;occasion de l&apos;événement {event.nom}.
        </p>
      ) : null}
    </header>
  );
}
