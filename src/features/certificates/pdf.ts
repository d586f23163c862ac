import "server-only";
import { formatDateRange, formatLongDate } from "@/lib/dates";
import { pdfAttachment, type MailAttachment } from "@/lib/mail-attachment";
import {
  actionNatures,
  ATTESTATION_BASIS,
  CERTIFICATE_DISTANCE_NOTE,
  CERTIFICATE_KEEPING,
  CERTIFICATE_SIGNATURE_CAPTION,
  certificateTitles,
  type CertificateKind,
} from "@/lib/training-law";
import { pdfText, pdfWriter, renderPdf } from "@/server/pdf-document";
import type { AgreementContent } from "@/features/agreements/public";
import { hoursText } from "@/features/sessions/public";

/** Everything a trainee's certificate and attestation print, as they were issued. */
export interface CertificateContent {
  provider: AgreementContent["provider"] & { representative: string; city: string };
  trainee: { name: string; company: string | null };
  formation: { title: string; objectives: string[]; assessment: string[] };
  /** The action's nature, as the ministry's model ticks it: always 'Action de formation' here. */
  nature: (typeof actionNatures)[number];
  session: { start_date: string; end_date: string; where: string };
  /** Minutes attended, from the attendance, out of the minutes planned. */
  attended: number;
  planned: number;
  /**
   * The results of the evaluation of what was learned (features/assessment/evaluation.ts): its
   * lines; null when none was recorded, which an attestation only is when the programme plans no
   * evaluation on the site (its assessment methods are then stated).
   */
  evaluation: string[] | null;
  issuedOn: string;
  /** The provider's stamp and signature in force when it was issued (provider-stamp.ts). */
  stamp: Buffer | null;
}

const INK = "#111827";
const MUTED = "#4b5563";
const ACCENT = "#1d4ed8";
const MARGIN = 56;

const fileNames: Record<CertificateKind, string> = {
  realisation: "certificat-de-realisation",
  attestation: "attestation-de-fin-de-formation",
};

/** 'certificat-de-realisation-PETIT-Marc.pdf'. */
export function certificateFileName(kind: CertificateKind, trainee: string): string {
  const name = trainee
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${fileNames[kind]}-${name || "stagiaire"}.pdf`;
}

/** A certificate's PDF as a mail joins it. */
export function certificateFile(
  kind: CertificateKind,
  trainee: string,
  pdf: Buffer,
): MailAttachment {
  return pdfAttachment(certificateFileName(kind, trainee), pdf);
}

/** '10 h 30 sur 14 h prévues', or the hours alone when all were attended. */
function attendedText({
  attended,
  planned,
}: Pick<CertificateContent, "attended" | "planned">): string {
  return attended === planned
    ? hoursText(planned)
    : `${hoursText(attended)} sur ${hoursText(planned)} prévues`;
}

/**
 * A trainee's certificat de réalisation, on the fields of the ministry's model, or their
 * attestation de fin de formation (L6353-1): one A4 page from the content frozen at issue, so
 * the same content always draws the same bytes.
 */
export function renderCertificate(
  kind: CertificateKind,
  content: CertificateContent,
  issuedAt: Date,
): Promise<Buffer> {
  const title = certificateTitles[kind];
  const metadata = {
    title: `${title} - ${content.trainee.name}`,
    author: content.provider.legalName,
    subject: title,
    margin: MARGIN,
    created: issuedAt,
  };
  return renderPdf(metadata, (doc) => {
    const { heading, paragraph, bullets } = pdfWriter(doc, { ink: INK, accent: ACCENT });
    const { provider, trainee, formation, session } = content;
    doc.font("Helvetica-Bold").fontSize(10).fillColor(INK).text(pdfText(provider.legalName));
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor(MUTED)
      .text(
        pdfText(
          `${provider.address} · SIREN ${provider.siren}\nDéclaration d'activité enregistrée sous le numéro ${provider.declaration} auprès du préfet de la région ${provider.declarationRegion}.`,
        ),
      );
    doc.moveDown(1.5).font("Helvetica-Bold").fontSize(20).fillColor(INK).text(pdfText(title), {
      align: "center",
    });
    doc.moveDown(1.2).font("Helvetica").fontSize(11).fillColor(INK);
    const employee = trainee.company ? `, salarié(e) de l'entreprise ${trainee.company},` : "";
    const dates = formatDateRange(session.start_date, session.end_date, { lowercase: true });
    if (kind === "realisation") {
      paragraph(
        `Je soussigné(e) ${provider.representative}, représentant légal du dispensateur de l'action concourant au développement des compétences ${provider.legalName}, atteste que :`,
      );
      doc.moveDown(0.6);
      paragraph(`${trainee.name}${employee} a suivi l'action «\u00a0${formation.title}\u00a0».`);
      heading("Nature de l'action concourant au développement des compétences");
      for (const nature of actionNatures)
        paragraph(`${nature === content.nature ? "[X]" : "[   ]"} ${nature}`);
      doc.moveDown(0.6);
      paragraph(
        `Cette action s'est déroulée ${dates} (${session.where}), pour une durée de ${attendedText(content)} (1).`,
      );
      doc.moveDown(0.6);
      paragraph(CERTIFICATE_KEEPING);
    } else {
      paragraph(
        `${provider.legalName} atteste que ${trainee.name}${employee} a suivi la formation «\u00a0${formation.title}\u00a0», ${content.nature.toLocaleLowerCase("fr")}, ${dates}, pour une durée de ${attendedText(content)}.`,
      );
      if (formation.objectives.length > 0) {
        heading("Objectifs de la formation");
        bullets(formation.objectives);
      }
      heading("Résultats de l'évaluation des acquis");
      if (content.evaluation) bullets(content.evaluation);
      else
        paragraph(
          formation.assessment.length > 0
            ? `Modalités d'évaluation prévues : ${formation.assessment.join(" ; ")}. Résultats : non renseignés pour cette session.`
            : "La formation ne prévoit pas d'évaluation des acquis.",
        );
      doc.moveDown(0.6);
      doc.fontSize(9).fillColor(MUTED);
      paragraph(ATTESTATION_BASIS);
      doc.fontSize(11).fillColor(INK);
    }
    doc.moveDown(1.5);
    paragraph(`Fait à ${provider.city}, le ${formatLongDate(content.issuedOn)}.`);
    doc.moveDown(0.4).fontSize(9).fillColor(MUTED);
    paragraph(CERTIFICATE_SIGNATURE_CAPTION);
    if (content.stamp) {
      doc.moveDown(0.3);
      doc.image(content.stamp, { fit: [180, 90] });
    }
    doc.moveDown(0.4).fontSize(11).fillColor(INK);
    paragraph(`${provider.representative}, représentant légal, pour ${provider.legalName}`);
    doc.moveDown(1).fontSize(8.5).fillColor(MUTED);
    if (kind === "realisation") paragraph(CERTIFICATE_DISTANCE_NOTE);
    paragraph(
      "Document établi par l'organisme de formation d'après la feuille d'émargement : ses heures sont celles des demi-journées signées par le stagiaire et contresignées par le formateur, ou couvertes par une feuille signée.",
    );
  });
}
