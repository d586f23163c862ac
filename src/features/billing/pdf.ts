import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { formatDateRange, formatLongDate } from "@/lib/dates";
import { formatEuros } from "@/lib/money";
import { formatSiret } from "@/lib/siret";
import { invoiceTitles } from "@/lib/invoicing-law";
import { pdfText, renderPdf } from "@/server/pdf-document";
import { dueOf, legalMentions, type InvoiceContent } from "./invoice-content";

const INK = "#111827";
const MUTED = "#4b5563";
const ACCENT = "#1d4ed8";
const RULE = "#d1d5db";
const MARGIN = 48;

/**
 * PDF/A embeds every font it uses: the site's own face (Space Grotesk, SIL Open Font Licence),
 * read once from its package.
 */
const fontFile = (weight: number) =>
  path.join(
    process.cwd(),
    "node_modules/@fontsource/space-grotesk/files",
    `space-grotesk-latin-${weight}-normal.woff`,
  );
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const invoiceFonts = () =>
  (fonts ??= { regular: readFileSync(fontFile(400)), bold: readFileSync(fontFile(700)) });

/** The Factur-X declaration in the PDF's XMP metadata, and the schema PDF/A asks for it. */
const FACTURX_XMP = `
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
  <pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
    <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
    <pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
    <pdfaSchema:prefix>fx</pdfaSchema:prefix>
    <pdfaSchema:property><rdf:Seq>
${[
  ["DocumentFileName", "The name of the embedded XML document"],
  ["DocumentType", "The type of the hybrid document in capital letters, e.g. INVOICE or ORDER"],
  ["Version", "The actual version of the standard applying to the embedded XML document"],
  ["ConformanceLevel", "The conformance level of the embedded XML document"],
]
  .map(
    ([name, description]) =>
      `      <rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`,
  )
  .join("\n")}
    </rdf:Seq></pdfaSchema:property>
  </rdf:li></rdf:Bag></pdfaExtension:schemas>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">
  <fx:DocumentType>INVOICE</fx:DocumentType>
  <fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>
  <fx:Version>1.0</fx:Version>
  <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
</rdf:Description>`;

const percent = (rate: number) => `${String(rate).replace(".", ",")} %`;
const quantityText = (quantity: string, unit: string) =>
  `${Number(quantity).toLocaleString("fr-FR", { maximumFractionDigits: 2 })}${unit === "HUR" ? " h" : unit === "DAY" ? " j" : ""}`;
const unitPriceText = (price: string) =>
  `${Number(price).toLocaleString("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 4 })}\u00a0€`;

/** 'facture-F-2026-00042.pdf', 'avoir-AV-2026-00003.pdf'. */
export const invoiceFileName = ({ kind, number }: Pick<InvoiceContent, "kind" | "number">) =>
  `${kind === "credit_note" ? "avoir" : "facture"}-${number}.pdf`;

/**
 * An invoice as a Factur-X file: a PDF/A-3 that prints every mention the law asks
 * (lib/invoicing-law.ts) and carries its CII XML as `factur-x.xml`. Made once, when issued.
 */
export function renderInvoice(
  content: InvoiceContent,
  { xml, issuedAt }: { xml: string; issuedAt: Date },
): Promise<Buffer> {
  const title = `${invoiceTitles[content.kind]} n° ${content.number}`;
  return renderPdf(
    {
      title,
      author: content.seller.name,
      subject: `${title} : ${content.buyer.name}`,
      margin: MARGIN,
      created: issuedAt,
      archival: true,
    },
    (doc) => {
      const { regular, bold } = invoiceFonts();
      doc.registerFont("Body", regular);
      doc.registerFont("Bold", bold);
      doc.appendXML(FACTURX_XMP);
      doc.file(Buffer.from(xml, "utf8"), {
        name: "factur-x.xml",
        type: "text/xml",
        description: "Factur-X",
        relationship: "Alternative",
        creationDate: issuedAt,
        modifiedDate: issuedAt,
      });
      drawInvoice(doc, content, title);
    },
  );
}

function drawInvoice(doc: PDFKit.PDFDocument, content: InvoiceContent, title: string) {
  const width = doc.page.width - 2 * MARGIN;
  const write = (text: string, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(pdfText(text), options);
  const { seller, buyer } = content;

  // The seller, top left; the document's title and dates, top right.
  const top = doc.y;
  doc.font("Bold").fontSize(13).fillColor(INK);
  write(seller.name, { width: width / 2 });
  doc.font("Body").fontSize(9).fillColor(MUTED);
  write(seller.address, { width: width / 2 });
  write(seller.email ?? "", { width: width / 2 });
  write(`SIRET ${formatSiret(seller.siret ?? "")} · TVA ${seller.vatNumber ?? ""}`, {
    width: width / 2,
  });
  const leftBottom = doc.y;
  doc.font("Bold").fontSize(16).fillColor(ACCENT);
  doc.text(pdfText(title), MARGIN + width / 2, top, { width: width / 2, align: "right" });
  doc.font("Body").fontSize(9.5).fillColor(INK);
  const dates = [
    `Date : ${formatLongDate(content.issueDate)}`,
    `Prestation : ${content.serviceStart === content.serviceEnd ? "le " : ""}${formatDateRange(content.serviceStart, content.serviceEnd, { lowercase: true })}`,
    ...(content.kind === "credit_note" ? [] : [`Échéance : ${formatLongDate(content.dueDate)}`]),
  ];
  for (const line of dates) write(line, { width: width / 2, align: "right" });

  // The buyer.
  doc.y = Math.max(leftBottom, doc.y) + 18;
  const buyerTop = doc.y;
  doc.rect(MARGIN + width / 2, buyerTop - 6, width / 2, 0).stroke(RULE);
  doc.x = MARGIN + width / 2;
  doc.font("Body").fontSize(8.5).fillColor(MUTED);
  write("Facturé à", { width: width / 2 });
  doc.font("Bold").fontSize(11).fillColor(INK);
  write(buyer.name, { width: width / 2 });
  doc.font("Body").fontSize(9.5);
  const buyerLines = [
    buyer.address,
    buyer.siret ? `SIRET ${formatSiret(buyer.siret)}` : buyer.siren ? `SIREN ${buyer.siren}` : null,
    buyer.vatNumber ? `TVA intracommunautaire ${buyer.vatNumber}` : null,
    buyer.serviceCode ? `Code service : ${buyer.serviceCode}` : null,
    buyer.commitmentNumber ? `N° d'engagement : ${buyer.commitmentNumber}` : null,
    content.contract ? `Réf. : ${content.contract}` : null,
  ];
  for (const line of buyerLines) if (line) write(line, { width: width / 2 });
  doc.x = MARGIN;
  doc.y += 18;

  drawLines(doc, content, width);
  drawTotals(doc, content, width);

  doc.moveDown(1.2).font("Body").fontSize(9).fillColor(INK);
  for (const note of content.notes) write(note, { width, lineGap: 1.5 });
  doc.moveDown(0.6).fillColor(MUTED).fontSize(8.5);
  for (const mention of legalMentions(content)) write(mention.text, { width, lineGap: 1.5 });
  if (seller.iban && content.kind !== "credit_note")
    write(
      `IBAN ${seller.iban.replace(/(.{4})(?=.)/g, "$1 ")}${seller.bic ? ` · BIC ${seller.bic}` : ""}`,
      {
        width,
      },
    );
  doc.moveDown(0.6);
  write(
    `${seller.name}, capital de ${seller.capital}, RCS ${seller.rcsCity} ${seller.siren?.replace(/(\d{3})(?=\d)/g, "$1 ")} · Déclaration d'activité n° ${seller.trainingDeclaration} (cet enregistrement ne vaut pas agrément de l'État).`,
    { width },
  );
}

const columns = [
  { label: "Désignation", share: 0.46, align: "left" as const },
  { label: "Quantité", share: 0.1, align: "right" as const },
  { label: "Prix unitaire HT", share: 0.16, align: "right" as const },
  { label: "TVA", share: 0.1, align: "right" as const },
  { label: "Montant HT", share: 0.18, align: "right" as const },
];

function drawRow(doc: PDFKit.PDFDocument, cells: string[], width: number, font: string) {
  const top = doc.y;
  let x = MARGIN;
  let bottom = top;
  doc.font(font);
  columns.forEach((column, index) => {
    const cellWidth = column.share * width - 6;
    doc.text(pdfText(cells[index] ?? ""), x, top, { width: cellWidth, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += column.share * width;
  });
  doc.y = bottom + 4;
  doc
    .moveTo(MARGIN, doc.y - 2)
    .lineTo(MARGIN + width, doc.y - 2)
    .lineWidth(0.5)
    .stroke(RULE);
  doc.x = MARGIN;
}

function drawLines(doc: PDFKit.PDFDocument, content: InvoiceContent, width: number) {
  doc.fontSize(8.5).fillColor(MUTED);
  drawRow(
    doc,
    columns.map((column) => column.label),
    width,
    "Bold",
  );
  doc.fontSize(9.5).fillColor(INK);
  for (const line of content.lines) {
    if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
    drawRow(
      doc,
      [
        line.description,
        quantityText(line.quantity, line.unit),
        unitPriceText(line.unitPrice),
        line.vatExempt ? "Exonérée" : percent(line.vatRate),
        formatEuros(line.amount),
      ],
      width,
      "Body",
    );
  }
}

function drawTotals(doc: PDFKit.PDFDocument, content: InvoiceContent, width: number) {
  const rows: [string, string, boolean?][] = [
    ["Total HT", formatEuros(content.totalNoTax)],
    ...content.taxes.map((group): [string, string] =>
      group.vatExempt
        ? [`TVA exonérée sur ${formatEuros(group.base)}`, formatEuros(0)]
        : [`TVA ${percent(group.vatRate)} sur ${formatEuros(group.base)}`, formatEuros(group.vat)],
    ),
    [
      content.kind === "credit_note" ? "Total de l'avoir TTC" : "Total TTC",
      formatEuros(content.total),
      true,
    ],
    ...content.prepaid.map((advance): [string, string] => [
      `Acompte facturé (n° ${advance.number})`,
      `− ${formatEuros(advance.amount)}`,
    ]),
    ...(content.prepaid.length > 0
      ? [["Reste à payer", formatEuros(dueOf(content)), true] as [string, string, boolean]]
      : []),
  ];
  doc.y += 6;
  // The totals stay together, on the lines' page or the next.
  if (doc.y + rows.length * 16 > doc.page.height - MARGIN) doc.addPage();
  for (const [label, amount, strong] of rows) {
    const top = doc.y;
    doc
      .font(strong ? "Bold" : "Body")
      .fontSize(strong ? 11 : 9.5)
      .fillColor(INK);
    doc.text(pdfText(label), MARGIN + width * 0.4, top, { width: width * 0.4, align: "right" });
    doc.text(pdfText(amount), MARGIN + width * 0.8, top, {
      width: width * 0.2 - 6,
      align: "right",
    });
    doc.y += 2;
  }
  doc.x = MARGIN;
}
