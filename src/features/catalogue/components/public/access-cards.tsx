import { Icon } from "@/components/ui/icon";
import { formatDateRange } from "@/lib/dates";
import { resultLines } from "@/features/catalogue/qualiopi-info";
import type { FormationPageData } from "@/features/catalogue/queries";
import { BulletList, DetailCard } from "./detail-card";
import { certificationInfo } from "@/features/formations/public";

/** The event it is taught at, how and when one gets in, its certification and its results. */
export function AccessCards({ data }: { data: FormationPageData }) {
  const { formation, event, location } = data;
  const certification = certificationInfo(formation);
  return (
    <>
      {event ? (
        <DetailCard title="Évènement" icon="calendar-days" testId="event-card">
          <p className="font-display text-xl font-bold text-ink">{event.nom}</p>
          <p className="mt-1 font-semibold">
            {location?.country
              ? [location.city, location.country].filter(Boolean).join(" - ")
              : "Entrée offerte"}
          </p>
          <p className="mt-1">{formatDateRange(event.start_date, event.end_date)}</p>
          {event.description ? <p className="mt-3">{event.description}</p> : null}
        </DetailCard>
      ) : null}
      {formation.access_modalities ? (
        <DetailCard title="Modalités d'accès" icon="door-open">
          <p>{formation.access_modalities}</p>
        </DetailCard>
      ) : null}
      {formation.access_time ? (
        <DetailCard title="Délais d'accès" icon="clock-3">
          <p>{formation.access_time}</p>
        </DetailCard>
      ) : null}
      {certification ? (
        <DetailCard title="Certification" icon="award" testId="certification">
          <ul className="space-y-1">
            {certification.lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
          {certification.url ? (
            <a
              href={certification.url}
              className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-blue-ink underline underline-offset-4"
              rel="noopener"
            >
              Fiche France Compétences <Icon name="external-link" className="size-4" />
            </a>
          ) : null}
        </DetailCard>
      ) : null}
      <DetailCard title="Résultats" icon="chart-column" testId="results">
        <BulletList items={resultLines(data.results, formation.certification, data.progress)} />
      </DetailCard>
    </>
  );
}
