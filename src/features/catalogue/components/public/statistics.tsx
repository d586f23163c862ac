import { CountUp } from "@/components/ui/count-up";
import type { CatalogueStatistics } from "@/features/catalogue/queries";

const items: { key: keyof CatalogueStatistics; label: string; tone: string }[] = [
  { key: "formations", label: "Formations", tone: "text-brand-green-ink" },
  { key: "destinations", label: "Destinations", tone: "text-brand-blue-ink" },
  { key: "events", label: "Événements tech", tone: "text-brand-pink-ink" },
  { key: "trainers", label: "Formateurs", tone: "text-brand-yellow-ink" },
];

/**
 * The four animated counts (formations, destinations, events, trainers), each with a '+'. The
 * about page names them its own way ('Pays', 'Évènements prévus').
 */
export function Statistics({
  statistics,
  labels = {},
}: {
  statistics: CatalogueStatistics;
  labels?: Partial<Record<keyof CatalogueStatistics, string>>;
}) {
  return (
    <dl className="statistics" data-testid="statistics">
      {items.map(({ key, label, tone }) => (
        <div key={key}>
          <dt>{labels[key] ?? label}</dt>
          <dd className={tone} data-testid={`statistic-${key}`}>
            <CountUp value={statistics[key]} suffix="+" />
          </dd>
        </div>
      ))}
    </dl>
  );
}
