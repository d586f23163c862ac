import "server-only";
import type { SiteConfig } from "@/config/site";
import { TIME_ZONE } from "@/lib/dates";
import { pdfText, renderPdf } from "@/server/pdf-document";
import { addressText, datesText } from "./session-text";
import { chunksOf, sessionDays } from "./session-days";
import type { sessionPlaces } from "./constants";
import { formalName, type PersonName } from "@/lib/person-name";

/** What the sheet prints of a session. */
export interface SheetSession {
  formation: string;
  start_date: string;
  end_date: string;
  daily_hours: string | null;
  place: (typeof sessionPlaces)[number];
  city: string | null;
  address: string | null;
  trainer: string | null;
}

/** One row of the sheet. */
export interface SheetTrainee extends PersonName {
  company: string | null;
}

const MARGIN = 36;
const INK = "#111827";
const MUTED = "#4b5563";
const LINE = "#9ca3af";
/** Days side by side on one page: ten half-day boxes keep room for a signature. */
const DAYS_PER_PAGE = 5;
const TRAINEES_PER_PAGE = 12;
const ROW = 27;
const NAME_WIDTH = 160;
const COMPANY_WIDTH = 110;

/** The look of a cell: a column's title, a half-day's, or a trainee's text. */
const cellStyles = {
  head: { font: "Helvetica-Bold", size: 8.5, align: "left" },
  halfDay: { font: "Helvetica", size: 8, align: "center" },
  body: { font: "Helvetica", size: 9.5, align: "left" },
} as const;

const dayHeading = new Intl.DateTimeFormat("fr-FR", {
  timeZone: TIME_ZONE,
  weekday: "short",
  day: "numeric",
  month: "short",
});

/**
 * The attendance sheet ('feuille d'émargement') that funders (OPCO, CPF) and Qualiopi auditors
 * ask for: the provider and its declaration number, the formation, dates, place and trainer, then
 * one row per trainee with a signature box per half-day, and the trainer's own row. Long sessions
 * and long lists continue on further pages, each with the same header.
 */
export function renderAttendanceSheet(
  config: SiteConfig,
  session: SheetSession,
  trainees: readonly SheetTrainee[],
): Promise<Buffer> {
  const metadata = {
    title: `Feuille d'émargement - ${session.formation}`,
    author: config.brandName,
    subject: "Feuille d'émargement",
    layout: "landscape" as const,
    margin: MARGIN,
  };
  return renderPdf(metadata, (doc) => {
    const width = doc.page.width - 2 * MARGIN;
    const pages = chunksOf(sessionDays(session), DAYS_PER_PAGE).flatMap((days) =>
      chunksOf(trainees, TRAINEES_PER_PAGE).map((rows) => ({ days, rows })),
    );
    pages.forEach(({ days, rows }, index) => {
      if (index > 0) doc.addPage();
      const { company } = config;
      doc
        .font("Helvetica-Bold")
        .fontSize(18)
        .fillColor(INK)
        .text(pdfText("Feuille d'émargement"), MARGIN, MARGIN);
      doc.font("Helvetica").fontSize(9.5).fillColor(MUTED);
      doc.text(
        pdfText(
          `${company.legalName} · Déclaration d'activité n° ${company.trainingDeclaration} (préfet de la région ${company.trainingDeclarationRegion})`,
        ),
      );
      doc.moveDown(0.4).fontSize(10.5).fillColor(INK);
      doc.font("Helvetica-Bold").text(pdfText(`Formation : ${session.formation}`));
      doc.font("Helvetica").text(pdfText(`Dates : ${datesText(session)}`));
      doc.text(pdfText(`Lieu : ${addressText(session)}`));
      doc.text(
        pdfText(`Formateur : ${session.trainer ?? "......................................"}`),
      );
      if (pages.length > 1)
        doc.fillColor(MUTED).text(pdfText(`Page ${index + 1} sur ${pages.length}`));

      // The table: name and company, then a morning and an afternoon box for each day.
      const box = (width - NAME_WIDTH - COMPANY_WIDTH) / (days.length * 2);
      let y = doc.y + 12;
      const cell = (
        text: string,
        x: number,
        cellWidth: number,
        top: number,
        height: number,
        style: keyof typeof cellStyles = "body",
      ) => {
        const { font, size, align } = cellStyles[style];
        doc.rect(x, top, cellWidth, height).strokeColor(LINE).lineWidth(0.6).stroke();
        doc
          .font(font)
          .fontSize(size)
          .fillColor(INK)
          .text(pdfText(text), x + 3, top + (height - size) / 2, {
            width: cellWidth - 6,
            height: size + 2,
            align,
            ellipsis: true,
            lineBreak: false,
          });
      };
      const boxesLeft = MARGIN + NAME_WIDTH + COMPANY_WIDTH;
      cell("Stagiaire", MARGIN, NAME_WIDTH, y, 34, "head");
      cell("Entreprise", MARGIN + NAME_WIDTH, COMPANY_WIDTH, y, 34, "head");
      days.forEach((day, dayIndex) => {
        const left = boxesLeft + dayIndex * 2 * box;
        cell(dayHeading.format(new Date(`${day}T12:00:00Z`)), left, 2 * box, y, 17, "head");
        cell("Matin", left, box, y + 17, 17, "halfDay");
        cell("Après-midi", left + box, box, y + 17, 17, "halfDay");
      });
      y += 34;
      const row = (name: string, companyName: string, style: keyof typeof cellStyles = "body") => {
        cell(name, MARGIN, NAME_WIDTH, y, ROW, style);
        cell(companyName, MARGIN + NAME_WIDTH, COMPANY_WIDTH, y, ROW, style);
        for (let half = 0; half < days.length * 2; half += 1)
          cell("", boxesLeft + half * box, box, y, ROW);
        y += ROW;
      };
      for (const trainee of rows)
        row(formalName(trainee), trainee.company ?? "Financement personnel");
      row(`Formateur : ${session.trainer ?? ""}`, "", "head");

      doc
        .font("Helvetica")
        .fontSize(8.5)
        .fillColor(MUTED)
        .text(
          pdfText(
            "Chaque stagiaire signe à chaque demi-journée de présence. Document à conserver : il atteste l'assiduité auprès des financeurs (OPCO, CPF) et lors de l'audit Qualiopi.",
          ),
          MARGIN,
          y + 10,
          { width },
        );
    });
  });
}
