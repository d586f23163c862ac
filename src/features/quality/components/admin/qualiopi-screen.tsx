import Link from "next/link";
import { AdminPageHeader, Badge } from "@/components/ui/admin-list";
import { viewHref } from "@/config/list-views";
import { paths } from "@/config/paths";
import { formatDateRange } from "@/lib/dates";
import type { Period } from "@/lib/period";
import type { IndicatorRow, IndicatorStatus } from "../../qualiopi-indicators";
import { PeriodForm } from "./period-form";
import { PrintButton } from "./print-button";

const statusBadges: Record<IndicatorStatus, [string, "green" | "pink"]> = {
  held: ["Preuves tenues", "green"],
  missing: ["À compléter", "pink"],
};

const links: Record<IndicatorRow["links"][number], [string, string]> = {
  formations: [viewHref("formations", "a-completer"), "Formations à compléter"],
  certifications: [paths.formationsAdmin, "Formations"],
  sessions: [paths.sessionsAdmin, "Sessions"],
  answers: [paths.surveyAnswers, "Avis"],
  complaints: [paths.complaintsAdmin, "Registre des réclamations"],
  improvements: [paths.improvementsAdmin, "Améliorations"],
  partners: [paths.disabilityPartners, "Partenaires handicap"],
  funders: [paths.funders, "Financeurs"],
};

/** 'Qualiopi': for each indicator the site helps prove, what it holds over a period. Printable. */
export function QualiopiScreen({ period, rows }: { period: Period; rows: IndicatorRow[] }) {
  return (
    <>
      <AdminPageHeader
        title="Qualiopi"
        description={`Ce que le site tient comme preuves, indicateur par indicateur, ${formatDateRange(period.from, period.to, { lowercase: true })}`}
        action={<PrintButton />}
      />
      <PeriodForm period={period} idPrefix="qualiopi" />
      <ol aria-label="Indicateurs" className="mt-6 space-y-3">
        {rows.map((row) => {
          const [label, tone] = statusBadges[row.status];
          return (
            <li
              key={row.number}
              className="grid gap-2 rounded-3xl border border-ink/10 bg-white p-5 shadow-sm break-inside-avoid sm:grid-cols-[4rem_1fr_auto] sm:items-start sm:gap-4"
              data-testid={`indicator-${row.number}`}
            >
              <p
                aria-hidden
                className="hidden font-display text-2xl font-bold text-ink/70 sm:block"
              >
                {row.number}
              </p>
              <div className="min-w-0">
                <h2 className="font-semibold">
                  Indicateur {row.number} : {row.title}
                </h2>
                <p className="mt-1 text-ink/80">{row.evidence}</p>
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold print:hidden">
                  {row.links.map((link) => (
                    <Link key={link} href={links[link][0]} className="underline underline-offset-4">
                      {links[link][1]}
                    </Link>
                  ))}
                </p>
              </div>
              <span>
                <Badge tone={tone}>{label}</Badge>
              </span>
            </li>
          );
        })}
      </ol>
    </>
  );
}
