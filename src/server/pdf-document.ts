import "server-only";
import PDFDocument from "pdfkit";

/**
 * The built-in PDF fonts speak Windows-1252: French accents, œ and the euro sign are there, but
 * not the narrow no-break space of French number formatting, nor emoji.
 */
export function pdfText(text: string): string {
  return text.replace(/[\u202f\u2009]/g, "\u00a0").replace(/[^\u0000-\u00ff€œŒ‘’“”–—…•]/gu, "");
}

/**
 * A French A4 document with its metadata, and the bytes it will be once `draw` has written it:
 * every PDF of the site is made this way.
 */
export function renderPdf(
  options: {
    title: string;
    author: string;
    subject: string;
    layout?: "portrait" | "landscape";
    margin: number;
  },
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    layout: options.layout ?? "portrait",
    margins: {
      top: options.margin,
      bottom: options.margin,
      left: options.margin,
      right: options.margin,
    },
    info: {
      Title: pdfText(options.title),
      Author: pdfText(options.author),
      Subject: options.subject,
    },
    lang: "fr-FR",
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  draw(doc);
  doc.end();
  return finished;
}
