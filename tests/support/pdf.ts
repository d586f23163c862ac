import { extractText, getDocumentProxy } from "unpdf";

/** The text of every page of a PDF, as a reader would copy it, pages joined by a line. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js takes the buffer it reads (it detaches it): it reads a copy, the caller keeps theirs.
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return text;
}
