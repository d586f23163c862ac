import Link from "next/link";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { figureText } from "../../figure-text";
import { isFigure, type BpfFigure, type BpfFrame } from "../../form";

/** A frame of the form as a section: its code and title, then what it holds. */
export function FrameSection({
  frame,
  children,
}: {
  frame: { code: string; title: string };
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`cadre-${frame.code}`}
      className="rounded-3xl border border-ink/10 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`cadre-${frame.code}`} className="font-display text-lg font-bold">
        <span className="mr-2 rounded-lg bg-ink px-2 py-0.5 text-sm text-white">{frame.code}</span>
        {frame.title}
      </h2>
      {children}
    </section>
  );
}

/** One frame of the form: its lines in order, each figure a link to the rows behind it. */
export function BpfFrameTable({ frame, year }: { frame: BpfFrame; year: number }) {
  const amounts = frame.columns === "amount";
  return (
    <FrameSection frame={frame}>
      <table className="mt-4 w-full border-collapse text-sm">
        <thead className="max-sm:sr-only">
          <tr className="border-b border-ink/10 text-left text-xs uppercase tracking-wide text-ink/70">
            <th scope="col" className="py-2 pr-2">
              Ligne
            </th>
            {amounts ? (
              <th scope="col" className="whitespace-nowrap py-2 text-right">
                Montant (€ HT)
              </th>
            ) : (
              <>
                <th scope="col" className="py-2 pr-2 text-right">
                  Nombre
                </th>
                <th scope="col" className="py-2 text-right">
                  Heures
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {frame.lines.map((line, index) =>
            isFigure(line) ? (
              <FigureRow key={line.key} line={line} year={year} amounts={amounts} />
            ) : (
              <tr key={index} className="border-b border-ink/5">
                <th scope="rowgroup" colSpan={3} className="pb-1 pt-3 text-left font-semibold">
                  {line.heading}
                </th>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </FrameSection>
  );
}

function FigureRow({ line, year, amounts }: { line: BpfFigure; year: number; amounts: boolean }) {
  const percent = line.key === "C-share";
  const link = (value: number | null | undefined, unit: string) =>
    line.rows.length > 0 ? (
      <Link
        href={paths.bpfRows(year, line.key)}
        className="font-semibold text-brand-blue-ink underline underline-offset-4"
        aria-label={`${figureText(value)} ${unit} : voir le détail de « ${line.label} »`}
      >
        {figureText(value)}
      </Link>
    ) : (
      <span>{percent && value !== null ? `${figureText(value)} %` : figureText(value)}</span>
    );
  return (
    <tr
      className={cn(
        "border-b border-ink/5 align-top",
        line.total && "bg-ink/5 font-semibold",
        "max-sm:grid max-sm:grid-cols-[1fr_auto_auto] max-sm:gap-x-3 max-sm:py-2",
      )}
      data-line={line.key}
    >
      <th
        scope="row"
        className={cn(
          "py-2 pr-2 text-left font-normal",
          line.total && "font-semibold",
          line.depth === 1 && "pl-4",
          line.depth === 2 && "pl-8",
        )}
      >
        {line.code ? <span className="mr-1 font-semibold">{line.code}</span> : null}
        {line.label}
      </th>
      {amounts ? (
        <td className="py-2 text-right tabular-nums">{link(line.amount, "euros")}</td>
      ) : (
        <>
          <td className="py-2 pr-2 text-right tabular-nums">
            {link(line.count, "stagiaires ou personnes")}
          </td>
          <td className="py-2 text-right tabular-nums">
            {link(line.hours, "heures")}
            {/* On a phone the columns' headings are hidden: the unit tells hours from people. */}
            <span aria-hidden className="sm:hidden">
              {" "}
              h
            </span>
          </td>
        </>
      )}
    </tr>
  );
}
