import "server-only";
import type { SiteConfig } from "@/config/site";
import { toCsv } from "@/lib/csv";
import { formatDateRange, formatDateTime, formatLongDate } from "@/lib/dates";
import { pdfText, pdfWriter, renderPdf } from "@/server/pdf-document";
import type { ImprovementRow, RegisterComplaint } from "./admin-queries";
import { complaintFigures, complaintStepOf } from "./complaint-steps";
import {
  claimantKindLabels,
  complaintStepLabels,
  improvementSourceLabels,
  improvementStatusLabels,
} from "./labels";
import { complaintNumber } from "./mails";
import type { Period } from "@/lib/period";

const when = (instant: Date | null, by: string | null) =>
  instant ? `${formatDateTime(instant)}${by ? ` (${by})` : ""}` : "";

/** The register as a spreadsheet, one complaint per row, each step with its date and author. */
export function complaintsCsv(rows: readonly RegisterComplaint[]): string {
  return toCsv(
    [
      "Numéro",
      "Reçue le",
      "À titre de",
      "Nom",
      "E-mail",
      "Organisme",
      "Session",
      "Réclamation",
      "Réponse attendue le",
      "Accusé de réception",
      "Analyse",
      "Analysée le",
      "Réponse",
      "Répondue le",
      "Close le",
      "Classée sans suite (motif)",
      "Action d'amélioration",
    ],
    rows.map((row) => [
      row.id,
      formatDateTime(row.created_at),
      claimantKindLabels[row.claimant_kind],
      row.name,
      row.email,
      row.organisation,
      row.session,
      row.message,
      formatLongDate(row.answer_due_on),
      when(row.acknowledged_at, row.acknowledged_by),
      row.analysis,
      when(row.analysed_at, row.analysed_by),
      row.answer,
      when(row.answered_at, row.answered_by),
      when(row.closed_at, row.closed_by),
      row.closing_note,
      row.improvement_title,
    ]),
  );
}

/** The improvement log as a spreadsheet. */
export function improvementsCsv(rows: readonly ImprovementRow[]): string {
  return toCsv(
    [
      "Ouverte le",
      "Ouverte par",
      "Origine",
      "Réclamation",
      "Action",
      "Responsable",
      "Échéance",
      "Statut",
      "Résultat",
      "Terminée le",
    ],
    rows.map((row) => [
      formatDateTime(row.created_at),
      row.created_by,
      improvementSourceLabels[row.source],
      row.complaint_id ? complaintNumber(row.complaint_id) : "",
      row.title,
      row.owner_name,
      row.due_on ? formatLongDate(row.due_on) : "",
      improvementStatusLabels[row.status],
      row.outcome,
      row.finished_at ? formatDateTime(row.finished_at) : "",
    ]),
  );
}

const INK = "#111827";
const MUTED = "#4b5563";
const ACCENT = "#15803d";

/**
 * The register and the improvement log over a period, printable: what an auditor asks for
 * under Qualiopi indicators 31 and 32, each complaint with every step, dated and signed.
 */
export function renderQualityRegisterPdf(
  config: SiteConfig,
  {
    period,
    complaints,
    improvements,
    today,
  }: {
    period: Period;
    complaints: readonly RegisterComplaint[];
    improvements: readonly ImprovementRow[];
    today: string;
  },
): Promise<Buffer> {
  const span = formatDateRange(period.from, period.to, { lowercase: true });
  return renderPdf(
    {
      title: `Registre des réclamations et actions d'amélioration ${span}`,
      author: config.company.legalName,
      subject: "Qualiopi, indicateurs 31 et 32",
      margin: 50,
    },
    (doc) => {
      const { heading, paragraph, bullets } = pdfWriter(doc, { ink: INK, accent: ACCENT });
      doc
        .font("Helvetica-Bold")
        .fontSize(9)
        .fillColor(MUTED)
        .text(pdfText(config.company.legalName));
      doc
        .moveDown(0.4)
        .fontSize(18)
        .fillColor(INK)
        .text(pdfText("Registre des réclamations et actions d'amélioration"));
      doc
        .font("Helvetica")
        .fontSize(10.5)
        .fillColor(MUTED)
        .text(pdfText(`Période : ${span}. Édité le ${formatLongDate(today)}.`));

      const figures = complaintFigures(
        complaints.map((row) => ({ ...row, classed: row.closing_note !== null })),
        today,
      );
      heading("Réclamations (indicateur 31)");
      paragraph(
        `${figures.received} reçue(s), ${figures.acknowledged} avec accusé de réception, ${figures.answeredInTime} répondue(s) dans le délai, ${figures.answeredLate} hors délai, ${figures.overdue} en retard sans réponse, ${figures.dismissed} classée(s) sans suite, ${figures.closed} close(s). Délai de réponse : ${config.complaints.answerDays} jours.`,
      );
      for (const row of complaints) {
        doc
          .moveDown(0.6)
          .font("Helvetica-Bold")
          .fontSize(11)
          .text(
            pdfText(
              `${complaintNumber(row.id)} · ${complaintStepLabels[complaintStepOf(row)]} · ${row.name} (${claimantKindLabels[row.claimant_kind]}${row.organisation ? `, ${row.organisation}` : ""})`,
            ),
          );
        doc.font("Helvetica").fontSize(10);
        bullets([
          `Reçue le ${formatDateTime(row.created_at)}${row.session ? `, session : ${row.session}` : ""} ; réponse attendue au plus tard le ${formatLongDate(row.answer_due_on)}.`,
          `Réclamation : ${row.message}`,
          `Accusé de réception : ${when(row.acknowledged_at, row.acknowledged_by) || "non envoyé"}.`,
          `Analyse : ${row.analysis ? `${row.analysis} (${when(row.analysed_at, row.analysed_by)})` : "à faire"}.`,
          `Réponse : ${row.answer ? `${row.answer} (${when(row.answered_at, row.answered_by)})` : "à envoyer"}.`,
          `Clôture : ${when(row.closed_at, row.closed_by) || "ouverte"}${row.closing_note ? `, sans suite : ${row.closing_note}` : ""}.`,
          ...(row.improvement_title ? [`Action d'amélioration : ${row.improvement_title}`] : []),
        ]);
      }

      heading("Actions d'amélioration (indicateur 32)");
      paragraph(
        `${improvements.length} action(s) ouverte(s) sur la période, dont ${improvements.filter((row) => row.status === "done").length} réalisée(s).`,
      );
      for (const row of improvements) {
        doc
          .moveDown(0.6)
          .font("Helvetica-Bold")
          .fontSize(11)
          .text(
            pdfText(
              `${improvementStatusLabels[row.status]} · ${improvementSourceLabels[row.source]}${row.complaint_id ? ` (${complaintNumber(row.complaint_id)})` : ""}`,
            ),
          );
        doc.font("Helvetica").fontSize(10);
        bullets([
          row.title,
          `Ouverte le ${formatDateTime(row.created_at)} par ${row.created_by}${row.owner_name ? ` ; responsable : ${row.owner_name}` : ""}${row.due_on ? ` ; échéance : ${formatLongDate(row.due_on)}` : ""}.`,
          ...(row.outcome
            ? [
                `Résultat : ${row.outcome}${row.finished_at ? ` (${formatDateTime(row.finished_at)})` : ""}`,
              ]
            : []),
        ]);
      }
    },
  );
}
