import { escapeXml } from "@/lib/xml";
import { CREDIT_NOTE_SETTLEMENT, invoiceTypeCodes, VAT_EXEMPTION_CODE } from "@/lib/invoicing-law";
import { VAT_EXEMPTION } from "@/lib/training-law";
import {
  addressParts,
  dueOf,
  legalMentions,
  type InvoiceContent,
  type InvoiceParty,
} from "./invoice-content";

/**
 * An invoice as the UN/CEFACT Cross Industry Invoice that Factur-X embeds, in its EN 16931
 * profile (docs/decisions/083-billing.md): every element in the order the schema's sequences
 * require, amounts in euros with two decimals. Its numbers are the issued content's, so the PDF
 * and the XML never disagree.
 */
const FACTURX_PROFILE = "urn:cen.eu:en16931:2017";

const euros = (cents: number) => (cents / 100).toFixed(2);
const day = (isoDay: string) => isoDay.replaceAll("-", "");
const rate = (percent: number) => percent.toFixed(2);

function element(name: string, content: string | null | undefined, attributes = ""): string {
  if (content === null || content === undefined || content === "") return "";
  return `<${name}${attributes}>${content}</${name}>`;
}

const text = (name: string, value: string | null | undefined, attributes = "") =>
  element(name, value ? escapeXml(value) : null, attributes);

const dateTime = (name: string, isoDay: string, type = "udt") =>
  `<${name}><${type}:DateTimeString format="102">${day(isoDay)}</${type}:DateTimeString></${name}>`;

function party(name: string, who: InvoiceParty): string {
  const address = addressParts(who.address);
  // The seller by its SIREN (ISO 6523 scheme 0002), as the French rules of 2026 ask; the buyer
  // by the SIRET of the establishment billed (0009), which Chorus Pro routes a public buyer's on.
  const legal =
    name === "ram:BuyerTradeParty" && who.siret
      ? text("ram:ID", who.siret, ' schemeID="0009"')
      : text("ram:ID", who.siren ?? who.siret?.slice(0, 9), ' schemeID="0002"');
  return element(
    name,
    [
      text("ram:Name", who.name),
      element("ram:SpecifiedLegalOrganization", legal),
      element(
        "ram:PostalTradeAddress",
        [
          text("ram:PostcodeCode", address.postcode),
          text("ram:LineOne", address.line),
          text("ram:CityName", address.city),
          text("ram:CountryID", who.country),
        ].join(""),
      ),
      element("ram:URIUniversalCommunication", text("ram:URIID", who.email, ' schemeID="EM"')),
      element("ram:SpecifiedTaxRegistration", text("ram:ID", who.vatNumber, ' schemeID="VA"')),
    ].join(""),
  );
}

/** A VAT breakdown: category E with its legal basis when exempt, S at its rate otherwise. */
function tax(vatExempt: boolean, vatRate: number, amounts?: { base: number; vat: number }) {
  return [
    amounts ? text("ram:CalculatedAmount", euros(amounts.vat)) : "",
    "<ram:TypeCode>VAT</ram:TypeCode>",
    amounts && vatExempt ? text("ram:ExemptionReason", VAT_EXEMPTION) : "",
    amounts ? text("ram:BasisAmount", euros(amounts.base)) : "",
    `<ram:CategoryCode>${vatExempt ? "E" : "S"}</ram:CategoryCode>`,
    amounts && vatExempt ? text("ram:ExemptionReasonCode", VAT_EXEMPTION_CODE) : "",
    text("ram:RateApplicablePercent", rate(vatExempt ? 0 : vatRate)),
  ].join("");
}

function lineItem(line: InvoiceContent["lines"][number], index: number): string {
  return element(
    "ram:IncludedSupplyChainTradeLineItem",
    [
      element("ram:AssociatedDocumentLineDocument", text("ram:LineID", String(index + 1))),
      element("ram:SpecifiedTradeProduct", text("ram:Name", line.description)),
      element(
        "ram:SpecifiedLineTradeAgreement",
        element("ram:NetPriceProductTradePrice", text("ram:ChargeAmount", line.unitPrice)),
      ),
      element(
        "ram:SpecifiedLineTradeDelivery",
        text("ram:BilledQuantity", line.quantity, ` unitCode="${line.unit}"`),
      ),
      element(
        "ram:SpecifiedLineTradeSettlement",
        element("ram:ApplicableTradeTax", tax(line.vatExempt, line.vatRate)) +
          element(
            "ram:SpecifiedTradeSettlementLineMonetarySummation",
            text("ram:LineTotalAmount", euros(line.amount)),
          ),
      ),
    ].join(""),
  );
}

export function ciiXml(content: InvoiceContent): string {
  const notes = [
    ...content.notes.map((note) => ({ subject: null, text: note })),
    ...legalMentions(content),
  ];
  const prepaid = content.total - dueOf(content);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">',
    element(
      "rsm:ExchangedDocumentContext",
      element("ram:GuidelineSpecifiedDocumentContextParameter", text("ram:ID", FACTURX_PROFILE)),
    ),
    element(
      "rsm:ExchangedDocument",
      [
        text("ram:ID", content.number),
        `<ram:TypeCode>${invoiceTypeCodes[content.kind]}</ram:TypeCode>`,
        dateTime("ram:IssueDateTime", content.issueDate),
        ...notes.map((note) =>
          element(
            "ram:IncludedNote",
            text("ram:Content", note.text) + text("ram:SubjectCode", note.subject),
          ),
        ),
      ].join(""),
    ),
    "<rsm:SupplyChainTradeTransaction>",
    ...content.lines.map(lineItem),
    element(
      "ram:ApplicableHeaderTradeAgreement",
      [
        text("ram:BuyerReference", content.buyer.serviceCode),
        party("ram:SellerTradeParty", content.seller),
        party("ram:BuyerTradeParty", content.buyer),
        element(
          "ram:BuyerOrderReferencedDocument",
          text("ram:IssuerAssignedID", content.buyer.commitmentNumber),
        ),
        element("ram:ContractReferencedDocument", text("ram:IssuerAssignedID", content.contract)),
      ].join(""),
    ),
    element(
      "ram:ApplicableHeaderTradeDelivery",
      element(
        "ram:ActualDeliverySupplyChainEvent",
        dateTime("ram:OccurrenceDateTime", content.serviceEnd),
      ),
    ),
    element(
      "ram:ApplicableHeaderTradeSettlement",
      [
        "<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>",
        content.seller.iban && content.kind !== "credit_note"
          ? element(
              "ram:SpecifiedTradeSettlementPaymentMeans",
              // 30, a credit transfer: the code Chorus Pro takes.
              "<ram:TypeCode>30</ram:TypeCode>" +
                element(
                  "ram:PayeePartyCreditorFinancialAccount",
                  text("ram:IBANID", content.seller.iban),
                ),
            )
          : "",
        ...content.taxes.map((group) =>
          element("ram:ApplicableTradeTax", tax(group.vatExempt, group.vatRate, group)),
        ),
        element(
          "ram:BillingSpecifiedPeriod",
          dateTime("ram:StartDateTime", content.serviceStart) +
            dateTime("ram:EndDateTime", content.serviceEnd),
        ),
        // Either terms or a due date whenever an amount is due (BR-CO-25): a credit note states how
        // it is settled.
        content.kind === "credit_note"
          ? element(
              "ram:SpecifiedTradePaymentTerms",
              text("ram:Description", CREDIT_NOTE_SETTLEMENT),
            )
          : element(
              "ram:SpecifiedTradePaymentTerms",
              dateTime("ram:DueDateDateTime", content.dueDate),
            ),
        element(
          "ram:SpecifiedTradeSettlementHeaderMonetarySummation",
          [
            text("ram:LineTotalAmount", euros(content.totalNoTax)),
            text("ram:TaxBasisTotalAmount", euros(content.totalNoTax)),
            text("ram:TaxTotalAmount", euros(content.totalVat), ' currencyID="EUR"'),
            text("ram:GrandTotalAmount", euros(content.total)),
            text("ram:TotalPrepaidAmount", euros(prepaid)),
            text("ram:DuePayableAmount", euros(content.total - prepaid)),
          ].join(""),
        ),
        ...(content.corrects ? [content.corrects] : []).map((original) =>
          element(
            "ram:InvoiceReferencedDocument",
            text("ram:IssuerAssignedID", original.number) +
              dateTime("ram:FormattedIssueDateTime", original.issueDate, "qdt"),
          ),
        ),
      ].join(""),
    ),
    "</rsm:SupplyChainTradeTransaction>",
    "</rsm:CrossIndustryInvoice>",
  ].join("\n");
}
