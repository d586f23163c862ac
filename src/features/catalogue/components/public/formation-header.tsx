import { Icon } from "@/components/ui/icon";
import { formatPriceNoTax } from "@/lib/money";
import { formationBadges, formationKind } from "@/features/catalogue/formation-kind";
import type { FormationPageData } from "@/features/catalogue/queries";

/** The coloured head of a formation page: yellow for an event formation, green otherwise (.formation-head). */
export function FormationHeader({
  formation,
  event,
}: Pick<FormationPageData, "formation" | "event">) {
  const kind = formationKind(formation);
  const tone = kind === "event" ? "yellow" : "green";
  return (
    <header data-testid="formation-header" data-tone={tone} className="formation-head">
      <p data-testid="formation-badge">{formationBadges[kind]}</p>
      <h1>{formation.title}</h1>
      {formation.description ? <p>{formation.description}</p> : null}
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
        <p className="formation-event-only" data-testid="event-only">
          <Icon name="calendar-days" />
          Cette formation est dispensée uniquement à l&apos;occasion de l&apos;événement {event.nom}
          .
        </p>
      ) : null}
    </header>
  );
}
