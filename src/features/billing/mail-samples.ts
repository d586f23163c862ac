import type { SiteConfig } from "@/config/site";
import type { MailSample } from "@/server/mail/message";
import { completeContent, invoiceSeller, type InvoiceContent } from "./invoice-content";
import { invoiceMail } from "./mails";

/** An OPCO's invoice under subrogation, as the samples show it. */
function sampleInvoice(config: SiteConfig): InvoiceContent {
  return completeContent(
    {
      kind: "invoice",
      serviceStart: "2026-11-16",
      serviceEnd: "2026-11-18",
      seller: invoiceSeller(config),
      buyer: {
        name: "OPCO Atlas",
        address: "25 quai Panhard et Levassor, 75013 Paris",
        country: "FR",
        siren: "851704432",
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
          description:
            "Formation « Python pour l'analyse de données », du 16 au 18 novembre 2026 : MARTIN Camille, 21,00 h réalisées et certifiées sur 21,00 h prévues (dossier n° AT-2026-11873)",
          quantity: "21.00",
          unit: "HUR",
          unitPrice: "47.6190",
          amount: 100_000,
          vatRate: 0,
          vatExempt: true,
        },
      ],
      prepaid: [],
      corrects: null,
      notes: [],
    },
    { number: "F-2026-00042", issueDate: "2026-11-20", dueDate: "2026-12-18" },
  );
}

export const billingMailSamples: readonly MailSample[] = [
  {
    id: "facture",
    name: "Facture",
    sentWhen:
      "Au payeur, quand l'équipe clique « Envoyer » : la facture Factur-X et, pour un financeur, les certificats de réalisation et la feuille d'émargement.",
    message: (config) =>
      invoiceMail(config, sampleInvoice(config), { files: [], supporting: true, reminder: null }),
  },
  {
    id: "relance-facture",
    name: "Relance d'une facture échue",
    sentWhen:
      "Au payeur d'une facture envoyée et impayée, aux jours de retard choisis (INVOICE_REMINDER_DAYS).",
    message: (config) =>
      invoiceMail(config, sampleInvoice(config), {
        files: [],
        supporting: false,
        reminder: { due: 100_000 },
      }),
  },
];
