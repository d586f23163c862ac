import { extractText, getDocumentProxy } from "unpdf";

/** The text of every page of a PDF, as a reader would copy it, pages joined by a line. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}
