import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { readSiteConfig } from "@/config/site";
import { formatEuros } from "@/lib/money";
import { embeddedFile, facturXSchemaErrors, invoicePdfText } from "../../../tests/support/factur-x";
import { ciiXml } from "./cii";
import { completeContent, invoiceSeller, type InvoiceDraft } from "./invoice-content";
import { renderInvoice } from "./pdf";

const seller = invoiceSeller(readSiteConfig({}));

/** An OPCO's invoice under subrogation, one exempt training line and one taxable room hire. */
const opcoDraft: InvoiceDraft = {
  kind: "invoice",
  serviceStart: "2026-11-16",
  serviceEnd: "2026-11-18",
  seller,
  buyer: {
    name: "OPCO Atlas",
    address: "25 quai Panhard et Levassor, 75013 Paris",
    country: "FR",
    siren: null,
    siret: "85170443200018",
    vatNumber: null,
    email: "factures@opco-atlas.example",
    professional: true,
    bpfLine: "C-2h",
    serviceCode: null,
    commitmentNumber: null,
  },
  contract: "CONV-2026-00042",
  lines: [
    {
      description: "Formation « Kubernetes en production », PETIT Marc : 14 h réalisées sur 21 h",
      quantity: "14.00",
      unit: "HUR",
      unitPrice: "70.9521",
      amount: 99_333,
      vatRate: 0,
      vatExempt: true,
    },
    {
      description: "Location de salle équipée",
      quantity: "1.00",
      unit: "DAY",
      unitPrice: "333.3300",
      amount: 33_333,
      vatRate: 20,
      vatExempt: false,
    },
  ],
  prepaid: [],
  corrects: null,
  notes: ["Subrogation de paiement : OPCO Atlas règle directement l'organisme de formation."],
};

const issued = completeContent(opcoDraft, {
  number: "F-2026-00042",
  issueDate: "2026-11-29",
  dueDate: "2026-12-29",
});

describe("an invoice's Factur-X XML", () => {
  it("is valid against the official EN 16931 schema", async () => {
    expect(await facturXSchemaErrors(ciiXml(issued))).toEqual([]);
  });

  it("states the totals by VAT category, the exempt one with its legal basis and code", () => {
    const xml = ciiXml(issued);
    expect(xml).toContain("<ram:GrandTotalAmount>1393.33</ram:GrandTotalAmount>");
    expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">66.67</ram:TaxTotalAmount>');
    expect(xml).toContain("<ram:ExemptionReasonCode>VATEX-EU-132-1I</ram:ExemptionReasonCode>");
    expect(xml).toContain('<ram:ID schemeID="0009">85170443200018</ram:ID>');
    expect(xml).toContain('<ram:ID schemeID="0002">912345678</ram:ID>');
    expect(xml).toContain("<ram:SubjectCode>PMT</ram:SubjectCode>");
  });

  it("adds up as EN 16931's rules ask (BR-CO-10 to BR-CO-16, BR-E-08)", () => {
    const xml = ciiXml(issued);
    const amounts = (name: string) =>
      [...xml.matchAll(new RegExp(`<ram:${name}[^>]*>([\\d.]+)</ram:${name}>`, "g"))].map((match) =>
        Math.round(Number(match[1]) * 100),
      );
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const [lineTotal, ...lines] = amounts("LineTotalAmount").reverse();
    expect(sum(lines)).toBe(lineTotal);
    const [basis] = amounts("TaxBasisTotalAmount");
    expect(basis).toBe(lineTotal);
    const [taxTotal] = amounts("TaxTotalAmount");
    expect(sum(amounts("CalculatedAmount"))).toBe(taxTotal);
    expect(sum(amounts("BasisAmount"))).toBe(basis);
    const [grand] = amounts("GrandTotalAmount");
    expect(grand).toBe(basis! + taxTotal!);
    const [prepaid] = amounts("TotalPrepaidAmount");
    expect(amounts("DuePayableAmount")).toEqual([grand! - prepaid!]);
    // Only the tax total states its currency (CII-DT-031).
    expect(xml.match(/currencyID=/g)).toHaveLength(1);
  });

  it("carries a public buyer's service code and commitment number for Chorus Pro, and is still valid", async () => {
    const xml = ciiXml({
      ...issued,
      buyer: {
        ...issued.buyer,
        bpfLine: "C-7",
        serviceCode: "FT-DR75",
        commitmentNumber: "EJ-2026-118",
      },
    });
    expect(xml).toContain("<ram:BuyerReference>FT-DR75</ram:BuyerReference>");
    expect(xml).toContain(
      "<ram:BuyerOrderReferencedDocument><ram:IssuerAssignedID>EJ-2026-118</ram:IssuerAssignedID>",
    );
    expect(await facturXSchemaErrors(xml)).toEqual([]);
  });

  it("makes a credit note that names the invoice it cancels, valid as well", async () => {
    const credit = completeContent(
      {
        ...opcoDraft,
        kind: "credit_note",
        corrects: { number: "F-2026-00042", issueDate: "2026-11-29" },
      },
      { number: "AV-2026-00001", issueDate: "2026-11-30", dueDate: "2026-12-30" },
    );
    const xml = ciiXml(credit);
    expect(xml).toContain("<ram:TypeCode>381</ram:TypeCode>");
    expect(xml).toContain(
      "<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>F-2026-00042</ram:IssuerAssignedID>",
    );
    expect(await facturXSchemaErrors(xml)).toEqual([]);
  });

  it("is refused by the schema when an element is out of its place", async () => {
    const broken = ciiXml(issued)
      .replace(/(<ram:SellerTradeParty>.*?<\/ram:SellerTradeParty>)(<ram:BuyerReference>|)/s, "$1")
      .replace(
        "<ram:SellerTradeParty>",
        "<ram:BuyerTradeParty><ram:Name>x</ram:Name></ram:BuyerTradeParty><ram:SellerTradeParty>",
      );
    expect((await facturXSchemaErrors(broken)).length).toBeGreaterThan(0);
  });
});

describe("an invoice's Factur-X PDF", () => {
  it("prints every mention and carries its XML as factur-x.xml", async () => {
    const xml = ciiXml(issued);
    const pdf = await renderInvoice(issued, { xml, issuedAt: new Date("2026-11-29T10:00:00Z") });
    const text = await invoicePdfText(pdf);
    for (const mention of [
      "Facture n° F-2026-00042",
      "Atlas Tech Formation SAS",
      "SIRET 912 345 678 00011",
      "TVA FR",
      "Facturé à",
      "OPCO Atlas",
      "SIRET 851 704 432 00018",
      "Date : 29 novembre 2026",
      "Prestation : du 16 au 18 novembre 2026",
      "Échéance : 29 décembre 2026",
      "14 h",
      "70,9521",
      "Exonérée",
      "TVA 20 % sur 333,33",
      "Total TTC",
      "1 393,33",
      "Exonération de TVA, article 261-4-4° a du Code général des impôts.",
      "Catégorie de l'opération : Prestation de services.",
      "indemnité forfaitaire pour frais de recouvrement de 40 €",
      "Aucun escompte",
      "IBAN FR76 3000 6000 0112 3456 7890 189",
      "RCS Paris 912 345 678",
      "Déclaration d'activité n° 11 75 65432 75",
      "Subrogation de paiement",
    ])
      expect(text).toContain(mention.replace(/\s+/g, " "));
    expect(embeddedFile(pdf, "factur-x.xml")).toBe(xml);
  });

  it("keeps its totals together when its lines end at the foot of a page", async () => {
    // Nineteen lines, exempt and taxed in turn, end where the totals used to split in two.
    const long = completeContent(
      {
        ...opcoDraft,
        buyer: { ...opcoDraft.buyer, email: null },
        contract: null,
        notes: [],
        lines: Array.from({ length: 19 }, (_, index) => ({
          ...opcoDraft.lines[0]!,
          description: `${index + 1}. Formation « Kubernetes en production », 14 h réalisées et certifiées`,
          vatRate: index % 2 ? 20 : 0,
          vatExempt: index % 2 === 0,
        })),
      },
      { number: "F-2026-00043", issueDate: "2026-11-29", dueDate: "2026-12-29" },
    );
    const pdf = await renderInvoice(long, {
      xml: ciiXml(long),
      issuedAt: new Date("2026-11-29T10:00:00Z"),
    });
    const { text: pages } = await extractText(await getDocumentProxy(new Uint8Array(pdf)));
    const totals = pages.filter((page) => /Total (HT|TTC)/.test(page));
    expect(totals).toHaveLength(1);
    expect(totals[0]).toContain("Total HT");
    expect(totals[0]!.replace(/\s+/g, " ")).toContain(
      `Total TTC ${formatEuros(long.total).replace(/\s+/g, " ")}`,
    );
  });

  it("is a PDF/A-3 whose metadata declare the Factur-X EN 16931 profile, with its fonts embedded", async () => {
    const pdf = await renderInvoice(issued, {
      xml: ciiXml(issued),
      issuedAt: new Date("2026-11-29T10:00:00Z"),
    });
    const raw = pdf.toString("latin1");
    expect(raw).toMatch(
      /<pdfaid:part>3<\/pdfaid:part>\s*<pdfaid:conformance>B<\/pdfaid:conformance>/,
    );
    expect(raw).toContain("<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>");
    expect(raw).toContain("<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>");
    expect(raw).toContain("/AFRelationship /Alternative");
    expect(raw).toContain("/S /GTS_PDFA1");
    // Every font is embedded: none of the standard fonts a reader would substitute.
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    expect(raw).toMatch(/\/FontFile[23]? /);
  });
});
