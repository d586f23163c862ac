import { CountUp } from "@/components/ui/count-up";
import type { CatalogueStatistics } from "../../queries";

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
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="statistics">
      {items.map(({ key, label, tone }) => (
        <div key={key} className="flex flex-col-reverse rounded-3xl border border-ink/10 bg-white p-6 text-center shadow-sm">
          <dt className="mt-2 text-sm font-semibold uppercase tracking-wider text-ink/70">{labels[key] ?? label}</dt>
          <dd className={`font-display text-4xl font-bold sm:text-5xl ${tone}`} data-testid={`statistic-${key}`}>
            <CountUp value={statistics[key]} suffix="+" />
          </dd>
        </div>
      ))}
    </dl>
  );
}
