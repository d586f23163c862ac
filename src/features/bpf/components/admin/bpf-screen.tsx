import Link from "next/link";
import { AdminPageHeader } from "@/components/ui/admin-list";
import { buttonClassName } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { bpfDeadline } from "@/lib/bpf";
import { formatLongDate } from "@/lib/dates";
import { typedEuros } from "@/lib/money";
import type { BpfFacts } from "../../facts";
import type { BpfFrame } from "../../form";
import type { BpfTextFrame } from "../../identity";
import type { BpfMissing } from "../../missing";
import { BpfFrameTable, FrameSection } from "./bpf-frames";
import { BpfMissingList } from "./bpf-missing";
import { BpfYearForm } from "./bpf-year-form";
import { FilingStatus, type BpfFiling } from "./filing-status";

/**
 * `/dashboard/bpf`: the year's Bilan pédagogique et financier in the form's order and wording,
 * ready to copy into Mon Activité Formation, with what is missing above it.
 */
export function BpfScreen({
  facts,
  frames,
  head,
  foot,
  missing,
  filing,
  years,
}: {
  facts: BpfFacts;
  frames: BpfFrame[];
  head: BpfTextFrame[];
  foot: BpfTextFrame;
  missing: BpfMissing[];
  filing: BpfFiling | null;
  years: number[];
}) {
  const { year } = facts;
  return (
    <>
      <AdminPageHeader
        title={`Bilan pédagogique et financier ${year}`}
        description={`Exercice du ${formatLongDate(facts.period.from)} au ${formatLongDate(facts.period.to)}, à déposer sur Mon Activité Formation avant le ${formatLongDate(bpfDeadline(year))} (cerfa 10443*17).`}
        action={
          <div className="flex flex-wrap gap-2">
            <a
              href={paths.bpfPdf(year)}
              className={buttonClassName({ variant: "outline" })}
              download
            >
              PDF
            </a>
            <a
              href={paths.bpfCsv(year)}
              className={buttonClassName({ variant: "outline" })}
              download
            >
              CSV
            </a>
          </div>
        }
      />
      <nav aria-label="Exercices" className="mt-4 flex flex-wrap gap-2 text-sm">
        {years.map((choice) => (
          <Link
            key={choice}
            href={paths.bpf(choice)}
            aria-current={choice === year ? "page" : undefined}
            className={buttonClassName({
              variant: choice === year ? "primary" : "outline",
              size: "sm",
            })}
          >
            {choice}
          </Link>
        ))}
      </nav>
      <div className="mt-6 space-y-6">
        <FilingStatus year={year} filing={filing} />
        <BpfMissingList missing={missing} year={year} />
        <BpfYearForm
          // One form a year: switching years must not carry one year's amounts to another.
          key={year}
          year={year}
          charges={
            facts.entered.total_charges === null ? "" : typedEuros(facts.entered.total_charges)
          }
          turnover={
            facts.entered.global_turnover === null ? "" : typedEuros(facts.entered.global_turnover)
          }
        />
        <p className="rounded-2xl bg-brand-blue-soft p-4 text-sm text-brand-blue-ink">
          Une session à cheval sur deux exercices compte ses heures dans l&apos;exercice où chaque
          demi-journée a eu lieu, et ses produits à la date de ses factures. Les heures sont celles
          de l&apos;émargement certifié ; montants et heures sont arrondis à l&apos;unité.
        </p>
        {head.map((frame) => (
          <TextFrame key={frame.code} frame={frame} />
        ))}
        {frames.map((frame) => (
          <BpfFrameTable key={frame.code} frame={frame} year={year} />
        ))}
        <TextFrame frame={foot} />
      </div>
    </>
  );
}

function TextFrame({ frame }: { frame: BpfTextFrame }) {
  return (
    <FrameSection frame={frame}>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        {frame.rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-ink/70">{row.label}</dt>
            <dd className="font-semibold">{row.value}</dd>
          </div>
        ))}
      </dl>
    </FrameSection>
  );
}
