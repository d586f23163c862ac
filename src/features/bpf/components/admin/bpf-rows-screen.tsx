import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { AdminPageHeader } from "@/components/ui/admin-list";
import { paths } from "@/config/paths";
import { formatLongDate } from "@/lib/dates";
import { formatEuros } from "@/lib/money";
import { countOf } from "@/lib/text";
import { hoursText } from "@/features/sessions/public";
import type { BpfFigure, BpfRow } from "../../form";
import { figureText } from "../../figure-text";

/** `/dashboard/bpf/lignes`: the rows behind one figure, each linked to where it is kept. */
export function BpfRowsScreen({ year, line }: { year: number; line: BpfFigure }) {
  const figure =
    line.amount !== undefined
      ? `${figureText(line.amount)} € HT`
      : `${figureText(line.count)} · ${figureText(line.hours)} h`;
  return (
    <>
      <Link
        href={paths.bpf(year)}
        className="mb-4 inline-flex items-center gap-2 text-sm font-semibold hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> Retour au bilan {year}
      </Link>
      <AdminPageHeader
        title={`${line.code ? `${line.code} · ` : ""}${line.label}`}
        description={`Exercice ${year} : ${figure}, la somme des ${line.rows.length} lignes ci-dessous.`}
      />
      <ul
        aria-label="Détail"
        className="mt-6 divide-y divide-ink/10 rounded-3xl border border-ink/10 bg-white shadow-sm"
      >
        {line.rows.map((row) => (
          <li
            key={rowKey(row)}
            className="flex flex-wrap items-baseline justify-between gap-2 p-4 text-sm"
          >
            <RowText row={row} year={year} />
          </li>
        ))}
      </ul>
    </>
  );
}

function rowKey(row: BpfRow): string {
  switch (row.kind) {
    case "invoice":
      return `invoice-${row.invoice?.id ?? "lines"}`;
    case "trainee":
      return `trainee-${row.registrationId ?? row.sessionId}`;
    case "cpf":
      return `cpf-${row.registrationId}`;
    case "trainer":
      return `trainer-${row.id}`;
    case "cost":
      return `cost-${row.sessionId}`;
  }
}

const linkClass = "font-semibold text-brand-blue-ink underline underline-offset-4";

function RowText({ row, year }: { row: BpfRow; year: number }) {
  switch (row.kind) {
    case "invoice":
      return (
        <>
          <span>
            {row.invoice ? (
              <>
                <a href={paths.invoicePdf(row.invoice.id)} className={linkClass}>
                  {row.invoice.number}
                </a>{" "}
                · {row.invoice.buyer} · {formatLongDate(row.invoice.date)}
              </>
            ) : (
              <Link href={paths.bpfRows(year, row.line)} className={linkClass}>
                {countOf(row.count, ["facture ou avoir", "factures et avoirs"])} de la ligne{" "}
                {row.line}
              </Link>
            )}
          </span>
          <span className="tabular-nums font-semibold">{formatEuros(row.cents)} HT</span>
        </>
      );
    case "trainee":
      return (
        <>
          <span>
            {row.name ?? countOf(row.count, ["stagiaire", "stagiaires"])} ·{" "}
            <Link href={paths.sessionAdmin(row.sessionId)} className={linkClass}>
              {row.session}
            </Link>
          </span>
          <span className="tabular-nums font-semibold">{hoursText(row.minutes)}</span>
        </>
      );
    case "cpf":
      return (
        <>
          <span>
            {row.name} · Mon Compte Formation ·{" "}
            <Link href={paths.sessionAdmin(row.sessionId)} className={linkClass}>
              sa session
            </Link>
          </span>
          <span className="tabular-nums font-semibold">{formatEuros(row.cents)} HT</span>
        </>
      );
    case "trainer":
      return (
        <>
          <Link href={paths.trainersAdmin} className={linkClass}>
            {row.name}
          </Link>
          <span className="tabular-nums font-semibold">{hoursText(row.minutes)}</span>
        </>
      );
    case "cost":
      return (
        <>
          <span>
            {row.trainer} ·{" "}
            <Link href={paths.sessionAdmin(row.sessionId)} className={linkClass}>
              {row.session}
            </Link>
          </span>
          <span className="tabular-nums font-semibold">{formatEuros(row.cents)} HT</span>
        </>
      );
  }
}
