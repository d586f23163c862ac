import "server-only";
import PDFDocument from "pdfkit";

// pdfkit takes an attachment's relationship to the document (PDF 2.0 /AFRelationship, which
// PDF/A-3 asks of every file it carries); its published types omit it, and only a namespace
// merges with theirs.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace PDFKit.Mixins {
    interface PDFAttachmentOptions {
      relationship?: "Alternative" | "Data" | "Source" | "Supplement" | "Unspecified";
    }
  }
}

/**
 * The built-in PDF fonts speak Windows-1252: French accents, œ and the euro sign are there, but
 * not the narrow no-break space of French number formatting, nor emoji. A Latin letter they lack
 * keeps its base letter ('Wałęsa' prints 'Walesa'); control characters but line breaks become spaces.
 */
export function pdfText(text: string): string {
  return text
    .replace(/[\u202f\u2009]/g, "\u00a0")
    .replace(/[^\u0000-\u00ff€œŒ‘’“”–—…•]/gu, latinLetter)
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, " ");
}

/** Letters the fonts lack, as their nearest Latin one ('Ł' as 'L', 'ș' as 's'); other signs go. */
const OTHER_LATIN: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", Ħ: "H", ħ: "h" };
function latinLetter(character: string): string {
  const base = character.normalize("NFD").replace(/\p{M}/gu, "");
  if (base !== character && /^[\u0000-\u00ff]+$/.test(base)) return base;
  return OTHER_LATIN[character] ?? "";
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
    /** Its creation date, fixed for a document whose bytes must be the same each time. */
    created?: Date;
    /**
     * A PDF/A-3b for archiving (ISO 19005-3), as a Factur-X invoice must be: every font it uses
     * is embedded (`draw` registers them), and files may ride inside it.
     */
    archival?: boolean;
  },
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  // A PDF/A's metadata repeat these in XML, which pdfkit writes as they are: no markup in them.
  const info = (text: string) =>
    options.archival ? pdfText(text).replaceAll("&", "et").replace(/[<>]/g, "") : pdfText(text);
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
      Title: info(options.title),
      Author: info(options.author),
      Subject: info(options.subject),
      ...(options.created && { CreationDate: options.created }),
    },
    lang: "fr-FR",
    displayTitle: true,
    ...(options.archival && { subset: "PDF/A-3b" as const, pdfVersion: "1.7" as const }),
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

/** The blocks a text document is written with: a section's heading, a paragraph, a list. */
export function pdfWriter(doc: PDFKit.PDFDocument, colours: { ink: string; accent: string }) {
  const heading = (title: string) => {
    doc
      .moveDown(1)
      .font("Helvetica-Bold")
      .fontSize(13)
      .fillColor(colours.accent)
      .text(pdfText(title));
    doc.moveDown(0.3).font("Helvetica").fontSize(10.5).fillColor(colours.ink);
  };
  const paragraph = (text: string) => doc.text(pdfText(text), { align: "left", lineGap: 2 });
  const bullets = (items: readonly string[]) =>
    doc.list(items.map(pdfText), { bulletRadius: 2, textIndent: 12, lineGap: 2 });
  return {
    heading,
    paragraph,
    bullets,
    /** A heading and its text or list, or nothing when there is nothing to say. */
    section(title: string, content: string | readonly string[] | null | undefined) {
      if (!content || content.length === 0) return;
      heading(title);
      if (typeof content === "string") paragraph(content);
      else bullets(content);
    },
  };
}
