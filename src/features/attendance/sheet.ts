import "server-only";
import { createHash } from "node:crypto";
import type { SiteConfig } from "@/config/site";
import { clockText, formatDateTime, formatShortWeekdayDate, formatTime } from "@/lib/dates";
import { pdfText, renderPdf } from "@/server/pdf-document";
import { SIGNATURE_BOX } from "./schema";
import { PRESENCE_STATEMENT, slotText } from "./text";
import {
  addressText,
  datesText,
  chunksOf,
  halfDayLabels,
  hoursText,
  slotKey,
  type ScheduledDay,
  type sessionPlaces,
} from "@/features/sessions/public";
import { certifiedMinutes } from "./proof";
import { type Attendance, type CountersignatureRecord, type MarkRecord } from "./attendance-record";

/** What the sheet prints of a session. */
export interface SheetSession {
  formation: string;
  start_date: string;
  end_date: string;
  daily_hours: string | null;
  schedule: readonly ScheduledDay[] | null;
  place: (typeof sessionPlaces)[number];
  city: string | null;
  address: string | null;
  trainer: string | null;
}

const MARGIN = 36;
const INK = "#111827";
const MUTED = "#4b5563";
const LINE = "#9ca3af";
/** Half-days side by side on one page: ten boxes keep room for a signature. */
const SLOTS_PER_PAGE = 10;
const TRAINEES_PER_PAGE = 12;
const ROW = 27;
const NAME_WIDTH = 160;
const COMPANY_WIDTH = 110;
const HOURS_WIDTH = 72;

/** The look of a cell: a column's title, a half-day's, or a trainee's text. */
const cellStyles = {
  head: { font: "Helvetica-Bold", size: 8.5, align: "left" },
  halfDay: { font: "Helvetica", size: 8, align: "center" },
  body: { font: "Helvetica", size: 9.5, align: "left" },
} as const;

/** What a box holds: a signature drawn or typed, with its time, or what staff recorded. */
function drawMark(
  doc: PDFKit.PDFDocument,
  mark: Pick<MarkRecord, "signature_kind" | "signature" | "signed_at"> &
    Parameters<typeof recordedText>[0],
  box: { x: number; y: number; width: number; height: number },
) {
  const caption = (text: string) =>
    doc
      .font("Helvetica")
      .fontSize(6.5)
      .fillColor(MUTED)
      .text(pdfText(text), box.x + 2, box.y + box.height - 8, {
        width: box.width - 4,
        align: "center",
        lineBreak: false,
      });
  if (mark.signature_kind === "drawn" && mark.signature) {
    const area = { width: box.width - 6, height: box.height - 10 };
    const scale = Math.min(area.width / SIGNATURE_BOX.width, area.height / SIGNATURE_BOX.height);
    doc.save();
    doc.translate(box.x + (box.width - SIGNATURE_BOX.width * scale) / 2, box.y + 1);
    doc.scale(scale);
    doc.path(mark.signature).lineWidth(2.5).lineCap("round").lineJoin("round").stroke(INK);
    doc.restore();
  } else if (mark.signature_kind === "typed" && mark.signature) {
    doc
      .font("Times-Italic")
      .fontSize(9)
      .fillColor(INK)
      .text(pdfText(mark.signature), box.x + 2, box.y + 5, {
        width: box.width - 4,
        align: "center",
        height: 11,
        ellipsis: true,
        lineBreak: false,
      });
  }
  if (mark.signed_at)
    caption(
      `${mark.status === "partial" ? `${mark.arrived_at}–${mark.left_at} · ` : ""}${formatTime(mark.signed_at)}`,
    );
  else if (mark.status === "absent") caption("Absent");
  else if (mark.status)
    // What staff recorded is never drawn as a signature: who, when and why, in small print.
    doc
      .font("Helvetica")
      .fontSize(5.5)
      .fillColor(MUTED)
      .text(pdfText(recordedText(mark)), box.x + 2, box.y + 2, {
        width: box.width - 4,
        height: box.height - 3,
        align: "center",
        ellipsis: true,
      });
}

/** « Relevé par Claire Dubois le 14/12 à 9 h 05, motif : téléphone oublié », for an unsigned presence. */
function recordedText(mark: {
  status?: MarkRecord["status"];
  arrived_at?: string | null;
  left_at?: string | null;
  marker?: string | null;
  updated_at?: Date;
  reason?: string | null;
}): string {
  const times = mark.status === "partial" ? `Présent ${mark.arrived_at}–${mark.left_at}. ` : "";
  const when = mark.updated_at ? ` le ${formatDateTime(mark.updated_at)}` : "";
  const why = mark.reason ? `, motif : ${mark.reason}` : ", sans motif";
  return `${times}Relevé par ${mark.marker ?? "l'équipe"}${when}${why}`;
}

/** A trainee's proven hours on the sheet: '10 h 30', '0 h'. */
const provenText = (minutes: number) => (minutes === 0 ? "0 h" : hoursText(minutes));

/** The records behind a signed sheet, in a fixed order: the text its evidence page digests. */
export function attendanceRecord(
  session: { id: number; formation: string; start_date: string; end_date: string },
  attendance: Attendance,
): string {
  const signatureOf = (row: MarkRecord | CountersignatureRecord) => ({
    kind: row.signature_kind,
    signature: row.signature,
    signed_at: row.signed_at?.toISOString() ?? null,
    address: row.signer_address,
    user_agent: row.signer_user_agent,
  });
  return JSON.stringify({
    session: {
      id: session.id,
      formation: session.formation,
      start_date: session.start_date,
      end_date: session.end_date,
    },
    slots: attendance.slots,
    paper_sheet: attendance.sheet && {
      uploaded_at: attendance.sheet.uploaded_at.toISOString(),
      sha256: attendance.sheet.sha256,
    },
    trainees: attendance.lines.map((line) => ({
      registration: line.id,
      name: line.name,
      funder_file_number: line.funderFile,
      marks: attendance.slots
        .map((slot) => line.marks[slotKey(slot)])
        .filter((mark): mark is MarkRecord => mark !== undefined)
        .map((mark) => ({
          day: mark.day,
          half: mark.half,
          status: mark.status,
          arrived_at: mark.arrived_at,
          left_at: mark.left_at,
          from: mark.signed_from,
          marked_by: mark.marked_by,
          reason: mark.reason,
          uncertified_at: mark.uncertified_at?.toISOString() ?? null,
          statement_sha256: line.statements[slotKey(mark)]?.sha256 ?? null,
          updated_at: mark.updated_at.toISOString(),
          ...signatureOf(mark),
        })),
    })),
    trainer: attendance.slots
      .map((slot) => attendance.countersignatures[slotKey(slot)])
      .filter((row): row is CountersignatureRecord => row !== undefined)
      .map((row) => ({
        day: row.day,
        half: row.half,
        name: row.trainer_name,
        by_staff: row.signed_by,
        ...signatureOf(row),
      })),
  });
}

const recordDigest = (record: string) => createHash("sha256").update(record).digest("hex");

/**
 * The attendance sheet ('feuille d'émargement') that funders (OPCO, CPF) and Qualiopi auditors
 * ask for: the provider and its declaration number, the formation, dates, place and trainer, then
 * one row per trainee with a box per half-day, and the trainer's own row. Blank, to sign on
 * paper; or signed, each box with what was recorded online, then a last page with the evidence
 * and the SHA-256 of the records (`attendanceRecord`). Long sessions and lists continue on
 * further pages, each with the same header.
 */
export function renderAttendanceSheet(
  config: SiteConfig,
  session: SheetSession & { id: number },
  attendance: Attendance,
  { blank, now }: { blank: boolean; now: Date },
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
    const pages = chunksOf(attendance.slots, SLOTS_PER_PAGE).flatMap((slots) =>
      chunksOf(attendance.lines, TRAINEES_PER_PAGE).map((rows) => ({ slots, rows })),
    );
    pages.forEach(({ slots, rows }, index) => {
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
      doc
        .font("Helvetica")
        .text(pdfText(`Session n° ${session.id} · Dates : ${datesText(session)}`));
      doc.text(pdfText(`Lieu : ${addressText(session)}`));
      doc.text(
        pdfText(`Formateur : ${session.trainer ?? "......................................"}`),
      );
      if (pages.length > 1)
        doc.fillColor(MUTED).text(pdfText(`Page ${index + 1} sur ${pages.length}`));

      // The table: name and company, then a box for each half-day under its day.
      const box = (width - NAME_WIDTH - COMPANY_WIDTH - HOURS_WIDTH) / Math.max(slots.length, 1);
      const hoursLeft = MARGIN + width - HOURS_WIDTH;
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
      slots.forEach((slot, column) => {
        const left = boxesLeft + column * box;
        // A day's heading spans its half-days on this page.
        if (column === 0 || slots[column - 1]!.day !== slot.day) {
          const span = slots.filter((other) => other.day === slot.day).length;
          cell(formatShortWeekdayDate(slot.day), left, span * box, y, 17, "head");
        }
        cell(
          `${halfDayLabels[slot.half]} ${clockText(slot.start)}-${clockText(slot.end)}`,
          left,
          box,
          y + 17,
          17,
          "halfDay",
        );
      });
      cell("Heures prouvées", hoursLeft, HOURS_WIDTH, y, 34, "head");
      y += 34;
      const row = (
        name: string,
        companyName: string,
        marks: readonly (Parameters<typeof drawMark>[1] | undefined)[],
        hours: string,
        style: keyof typeof cellStyles = "body",
        funderFile: string | null = null,
      ) => {
        cell(name, MARGIN, NAME_WIDTH, y, ROW, style);
        cell(companyName, MARGIN + NAME_WIDTH, COMPANY_WIDTH, y, ROW, style);
        // The funder's file number under the company, as the funder matches the sheet to it.
        if (funderFile)
          doc
            .font("Helvetica")
            .fontSize(6.5)
            .fillColor(MUTED)
            .text(pdfText(`Dossier ${funderFile}`), MARGIN + NAME_WIDTH + 3, y + ROW - 8, {
              width: COMPANY_WIDTH - 6,
              height: 8,
              ellipsis: true,
              lineBreak: false,
            });
        cell(blank ? "" : hours, hoursLeft, HOURS_WIDTH, y, ROW, style);
        slots.forEach((_slot, column) => {
          const x = boxesLeft + column * box;
          cell("", x, box, y, ROW);
          const mark = marks[column];
          if (mark && !blank) drawMark(doc, mark, { x, y, width: box, height: ROW });
        });
        y += ROW;
      };
      for (const trainee of rows)
        row(
          trainee.name,
          trainee.company ?? "Financement personnel",
          slots.map((slot) => trainee.marks[slotKey(slot)]),
          provenText(certifiedMinutes(attendance, trainee, now)),
          "body",
          trainee.funderFile,
        );
      row(
        `Formateur : ${session.trainer ?? ""}`,
        "",
        slots.map((slot) => attendance.countersignatures[slotKey(slot)]),
        "",
        "head",
      );

      doc
        .font("Helvetica")
        .fontSize(8.5)
        .fillColor(MUTED)
        .text(
          pdfText(
            blank
              ? "Chaque stagiaire signe à chaque demi-journée de présence. Document à conserver : il atteste l'assiduité auprès des financeurs (OPCO, CPF) et lors de l'audit Qualiopi."
              : "Signatures électroniques simples recueillies sur le site de l'organisme, demi-journée par demi-journée : la dernière page en donne la preuve. « Heures prouvées » : les demi-journées signées par le stagiaire et contresignées par le formateur, couvertes par la feuille papier signée ou par une attestation signée du stagiaire ; ce sont les heures de son certificat de réalisation.",
          ),
          MARGIN,
          y + 10,
          { width },
        );
    });
    if (!blank) evidencePage(doc, session, attendance);
  });
}

/** The last page of a signed sheet: every record behind its boxes, and their digest. */
function evidencePage(
  doc: PDFKit.PDFDocument,
  session: SheetSession & { id: number },
  attendance: Attendance,
) {
  doc.addPage();
  const record = attendanceRecord(session, attendance);
  doc
    .font("Helvetica-Bold")
    .fontSize(16)
    .fillColor(INK)
    .text(pdfText("Preuve de l'émargement électronique"), MARGIN, MARGIN);
  doc.moveDown(0.5).font("Helvetica").fontSize(8.5).fillColor(INK);
  const line = (text: string) => doc.text(pdfText(text), { lineGap: 1 });
  line(`Chaque stagiaire a signé sous la mention : « ${PRESENCE_STATEMENT} »`);
  for (const slot of attendance.slots) {
    doc
      .moveDown(0.4)
      .font("Helvetica-Bold")
      .text(pdfText(slotText(slot)));
    doc.font("Helvetica");
    for (const trainee of attendance.lines) {
      const mark = trainee.marks[slotKey(slot)];
      if (!mark) line(`${trainee.name} : non renseigné`);
      else if (mark.signed_at)
        line(
          `${trainee.name} : signé le ${formatDateTime(mark.signed_at)} ${mark.signed_from === "room" ? "dans la salle (QR code)" : "à distance (lien personnel)"}, ${mark.signature_kind === "drawn" ? "signature dessinée" : `nom tapé « ${mark.signature} »`}, adresse ${mark.signer_address}, navigateur ${mark.signer_user_agent}`,
        );
      else if (mark.status === "absent") line(`${trainee.name} : absent`);
      else {
        const statement = trainee.statements[slotKey(slot)];
        line(
          `${trainee.name} : ${recordedText(mark)}${statement ? `. Attestation signée du stagiaire déposée le ${formatDateTime(statement.uploaded_at)}, SHA-256 ${statement.sha256}` : ""}${mark.uncertified_at ? ". Non certifiée : sans preuve de présence" : ""}`,
        );
      }
    }
    const countersigned = attendance.countersignatures[slotKey(slot)];
    line(
      countersigned
        ? `Formateur ${countersigned.trainer_name} : contresigné le ${formatDateTime(countersigned.signed_at!)} ${countersigned.signed_by === null ? "par son lien personnel" : "connecté à son compte"}, adresse ${countersigned.signer_address}`
        : "Formateur : signature manquante",
    );
  }
  if (attendance.sheet)
    line(
      `Feuille papier signée déposée le ${formatDateTime(attendance.sheet.uploaded_at)}, SHA-256 ${attendance.sheet.sha256} : elle prouve les demi-journées terminées avant son dépôt.`,
    );
  doc
    .moveDown(0.8)
    .font("Helvetica-Bold")
    .fontSize(9)
    .text(pdfText(`SHA-256 des enregistrements : ${recordDigest(record)}`));
  doc
    .font("Helvetica")
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      pdfText(
        "Ces enregistrements sont téléchargeables depuis la page de la session (« Preuve de l'émargement (JSON) ») ; leur empreinte SHA-256 doit être celle ci-dessus. Signature électronique simple (règlement eIDAS, article 25 ; Code civil, article 1367), recevable par les financeurs comme tout élément probant.",
      ),
    );
}
