import "server-only";
import type { SiteConfig } from "@/config/site";
import { formatDateRange, formatLongDate, parisDay } from "@/lib/dates";
import { formatPriceNoTax } from "@/lib/money";
import { pdfText, pdfWriter, renderPdf } from "@/server/pdf-document";
import { formationBadges, formationKind } from "./formation-kind";
import { placesCard } from "./formation-places";
import { accessibilityLines, contactLines, resultLines, updatedText } from "./qualiopi-info";
import {
  PROGRAMME_ON_REQUEST,
  programmeChapters,
  certificationInfo,
  prerequisitesText,
} from "@/features/formations/public";
import type { FormationPageData } from "./queries";

const INK = "#111827";
const MUTED = "#4b5563";
const ACCENT = "#be185d";
const MARGIN = 56;

/**
 * The programme a Qualiopi-certified provider hands to a future trainee: every item of the
 * formation's page (objectives, prerequisites, duration, price, programme, methods, assessment,
 * access modalities and delays, certification, results, accessibility, contact, update date).
 */
export function renderProgrammePdf(config: SiteConfig, data: FormationPageData): Promise<Buffer> {
  const { formation, event, location, places } = data;
  const metadata = {
    title: `Programme - ${formation.title}`,
    author: config.brandName,
    subject: "Programme de formation",
    margin: MARGIN,
  };
  return renderPdf(metadata, (doc) => {
    const { heading, paragraph, bullets, section } = pdfWriter(doc, { ink: INK, accent: ACCENT });

    doc
      .font("Helvetica-Bold")
      .fontSize(9)
      .fillColor(MUTED)
      .text(pdfText(`${config.brandName} · ${formationBadges[formationKind(formation)]}`));
    doc.moveDown(0.5).fontSize(22).fillColor(INK).text(pdfText(formation.title));
    if (formation.description)
      doc
        .moveDown(0.4)
        .font("Helvetica")
        .fontSize(11)
        .fillColor(MUTED)
        .text(pdfText(formation.description));

    heading("En bref");
    bullets([
      `Durée : ${formation.duration}`,
      `Prix : ${formatPriceNoTax(formation.price_no_tax)}`,
      ...(formation.format ? [`Format : ${formation.format}`] : []),
      ...(formation.certification ? ["Formation certifiante, éligible au CPF"] : []),
      ...(event
        ? [
            `Événement : ${event.nom}, ${formatDateRange(event.start_date, event.end_date, { lowercase: true })}${location ? ` (${[location.city, location.country].filter(Boolean).join(", ")})` : ""}`,
          ]
        : []),
    ]);
    const placeList = placesCard(places);
    if (placeList)
      section(placeList.title, [...placeList.entries, ...(placeList.more ? [placeList.more] : [])]);
    section("Objectifs", formation.objectives);
    section("Prérequis", prerequisitesText(formation.prerequisites));

    heading("Programme");
    const chapters = programmeChapters(formation.training_program, formation.programme_order);
    if (!chapters) paragraph(PROGRAMME_ON_REQUEST);
    for (const chapter of chapters ?? []) {
      doc.moveDown(0.4).font("Helvetica-Bold").fontSize(11).text(pdfText(chapter.title));
      doc.font("Helvetica").fontSize(10.5);
      if (typeof chapter.content === "string") paragraph(chapter.content);
      else bullets(chapter.content);
    }

    section("Méthodes pédagogiques", formation.methods_used);
    section("Méthodes d'évaluation", formation.assessment_methods);
    section("Modalités d'accès", formation.access_modalities);
    section("Délais d'accès", formation.access_time);
    const certification = certificationInfo(formation);
    if (certification)
      section("Certification", [
        ...certification.lines,
        ...(certification.url ? [certification.url] : []),
      ]);
    section("Résultats", resultLines(data.results, formation.certification, data.progress));
    section(
      "Accessibilité aux personnes en situation de handicap",
      accessibilityLines(config, formation.accessibility),
    );
    section("Contact", contactLines(config, data.contact));

    doc
      .moveDown(2)
      .fontSize(9)
      .fillColor(MUTED)
      .text(
        pdfText(
          `${config.company.legalName} · ${config.contact.email} · ${config.contact.phone} · ${config.baseUrl}\n${updatedText(formation.last_update)} · programme édité le ${formatLongDate(parisDay())}.`,
        ),
      );
  });
}
