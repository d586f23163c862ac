import { Download } from "lucide-react";
import { buttonClassName } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatDateRange } from "@/lib/dates";
import { pageHref } from "@/lib/list-params";
import { periodParams, type Period } from "@/lib/period";
import { PeriodForm } from "./period-form";

/**
 * 'Export pour l'audit': the register and the improvement log over a period, as spreadsheets
 * and as one printable PDF. A plain GET form: the period is in the address of each file.
 */
export function AuditExport({ period }: { period: Period }) {
  const params = periodParams(period);
  const files = [
    { href: pageHref(paths.qualityRegisterPdf, params, 1), label: "Registre et actions (PDF)" },
    { href: pageHref(paths.complaintsCsv, params, 1), label: "Réclamations (CSV)" },
    { href: pageHref(paths.improvementsCsv, params, 1), label: "Actions d'amélioration (CSV)" },
  ];
  return (
    <section
      aria-labelledby="audit-export-title"
      className="mt-10 rounded-3xl border border-ink/10 bg-white p-6 shadow-sm"
    >
      <h2 id="audit-export-title" className="font-display text-xl font-bold">
        Export pour l&apos;audit
      </h2>
      <p className="mt-1 text-sm text-ink/70">
        Les réclamations reçues et les actions ouvertes{" "}
        {formatDateRange(period.from, period.to, { lowercase: true })}.
      </p>
      <PeriodForm period={period} idPrefix="export" />
      <ul className="mt-4 flex flex-wrap gap-2">
        {files.map((file) => (
          <li key={file.label}>
            <a href={file.href} className={buttonClassName({ variant: "outline" })} download>
              <Download aria-hidden className="size-4" />
              {file.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
