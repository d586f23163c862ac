import "server-only";
import type { SiteConfig } from "@/config/site";
import { toCsv } from "@/lib/csv";
import { formatDateTime, formatLongDate } from "@/lib/dates";
import { bpfDeadline } from "@/lib/bpf";
import { pdfText, renderPdf } from "@/server/pdf-document";
import type { readBpfPage } from "./admin-queries";
import { figureText, filedValueText } from "./figure-text";
import { isFigure, type BpfFigure, type BpfFrame } from "./form";
import type { BpfTextFrame } from "./identity";

type BpfPage = Awaited<ReturnType<typeof readBpfPage>>;

/** Each frame, then each of its lines, in the form's order: what both exports walk. */
function formLines(page: BpfPage) {
  return [
    ...page.head.map((frame) => ({ frame, text: true as const })),
    ...page.frames.map((frame) => ({ frame, text: false as const })),
    { frame: page.foot, text: true as const },
  ];
}

/** The BPF as a spreadsheet: one row a line, its frame, code, wording and figures. */
export function bpfCsv(page: BpfPage): string {
  const rows = formLines(page).flatMap(({ frame, text }) =>
    text
      ? (frame as BpfTextFrame).rows.map((row) => [frame.code, "", row.label, row.value, "", ""])
      : (frame as BpfFrame).lines
          .filter(isFigure)
          .map((line) => [
            frame.code,
            line.code,
            line.label,
            line.amount ?? "",
            line.count ?? "",
            line.hours ?? "",
          ]),
  );
  const notes = warningsOf(page).map((text) => ["", "", text, "", "", ""]);
  return toCsv(
    ["Cadre", "Ligne", "Libellé", "Montant (€ HT) ou valeur", "Nombre", "Heures"],
    [...notes, ...rows],
  );
}

/**
 * What an export says before its figures: that the year is incomplete, so that nobody files it
 * unawares; that it was filed, and which figures moved since.
 */
function warningsOf(page: BpfPage): string[] {
  const count = page.missing.length;
  const incomplete = `Incomplet : ${count} ${count > 1 ? "informations manquent" : "information manque"} (« Ce qui manque » sur le tableau de bord) ; les chiffres des cadres concernés ne sont pas définitifs.`;
  return [...(count > 0 ? [incomplete] : []), ...(page.filing ? [filingNote(page.filing)] : [])];
}

function filingNote(filing: NonNullable<BpfPage["filing"]>): string {
  const filed = `${filing.earlier.length > 0 ? "Rectificatif déposé" : "Déposé"} sur Mon Activité Formation, marqué le ${formatDateTime(filing.at)} par ${filing.by}.`;
  const changes = filing.changes ?? [];
  if (changes.length === 0) return filed;
  const moved = changes
    .map(
      (change) =>
        `${change.line} : ${filedValueText(change.filed, change.unit)} déposé, ${filedValueText(change.now, change.unit)} aujourd'hui`,
    )
    .join(" ; ");
  return `${filed} Depuis, ${changes.length > 1 ? `${changes.length} chiffres ont changé` : "un chiffre a changé"} : ${moved}.`;
}

const INK = "#1f2328";
const ACCENT = "#1d4ed8";

/** The BPF as a PDF to keep with the year's accounts, and to copy from: frames A to H. */
export function bpfPdf(config: SiteConfig, page: BpfPage): Promise<Buffer> {
  const { year, period } = page.facts;
  return renderPdf(
    {
      title: `Bilan pédagogique et financier ${year}`,
      author: config.company.legalName,
      subject: `Cerfa 10443*17, exercice du ${formatLongDate(period.from)} au ${formatLongDate(period.to)}`,
      margin: 48,
    },
    (doc) => {
      const width = doc.page.width - 96;
      doc.font("Helvetica-Bold").fontSize(16).fillColor(INK);
      doc.text(pdfText(`Bilan pédagogique et financier ${year}`));
      doc.font("Helvetica").fontSize(10).fillColor(INK);
      doc.text(
        pdfText(
          `${config.company.legalName} · exercice du ${formatLongDate(period.from)} au ${formatLongDate(period.to)} · cerfa 10443*17, à déposer sur Mon Activité Formation avant le ${formatLongDate(bpfDeadline(year))}.`,
        ),
      );
      for (const warning of warningsOf(page)) {
        doc.moveDown(0.5).font("Helvetica-Bold").fillColor(ACCENT);
        doc.text(pdfText(warning), { width });
        doc.font("Helvetica").fillColor(INK);
      }
      for (const { frame, text } of formLines(page)) {
        doc.moveDown(0.8);
        if (doc.y > doc.page.height - 120) doc.addPage();
        doc.font("Helvetica-Bold").fontSize(12).fillColor(ACCENT);
        doc.text(pdfText(`${frame.code}. ${frame.title}`), { width });
        doc.moveDown(0.3).font("Helvetica").fontSize(9.5).fillColor(INK);
        if (text)
          for (const row of (frame as BpfTextFrame).rows)
            line(doc, width, row.label, [row.value], false, 0);
        else
          for (const entry of (frame as BpfFrame).lines)
            if (isFigure(entry))
              line(doc, width, labelOf(entry), figuresOf(entry), entry.total, entry.depth);
            else {
              doc.font("Helvetica-Oblique").text(pdfText(entry.heading), { width });
              doc.font("Helvetica");
            }
      }
    },
  );
}

const labelOf = (line: BpfFigure) => (line.code ? `${line.code}  ${line.label}` : line.label);

function figuresOf(line: BpfFigure): string[] {
  if (line.key === "C-share") return [line.amount === null ? "—" : `${figureText(line.amount)} %`];
  if (line.amount !== undefined) return [`${figureText(line.amount)} €`];
  return [`${figureText(line.count)}`, `${figureText(line.hours)} h`];
}

/** A line: its wording on the left, its figures in columns on the right, on one or more lines. */
function line(
  doc: PDFKit.PDFDocument,
  width: number,
  label: string,
  figures: string[],
  bold: boolean | undefined,
  depth: number,
) {
  const columns = 80;
  const labelWidth = width - columns * figures.length - depth * 12;
  const left = doc.page.margins.left;
  if (doc.y > doc.page.height - 80) doc.addPage();
  const top = doc.y;
  doc.font(bold ? "Helvetica-Bold" : "Helvetica");
  doc.text(pdfText(label), left + depth * 12, top, { width: labelWidth });
  const bottom = doc.y;
  figures.forEach((value, index) =>
    doc.text(pdfText(value), left + width - columns * (figures.length - index), top, {
      width: columns,
      align: "right",
    }),
  );
  doc.font("Helvetica");
  doc.x = left;
  doc.y = Math.max(bottom, doc.y) + 2;
}
