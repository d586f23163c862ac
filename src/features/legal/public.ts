import "server-only";
import { render } from "@react-email/components";
import { createElement } from "react";
import type { SiteConfig } from "@/config/site";
import { TERMS_OF_SALE_UPDATED, TRAINING_RULES_UPDATED } from "./components/legal-page";
import { TermsOfSale } from "./components/terms-of-sale";
import { TrainingRules } from "./components/training-rules";

/** A legal text as a document annexes it: its title, the date of its version, its words. */
export interface LegalTextVersion {
  title: string;
  /** 'DD/MM/YYYY', as its page dates it. */
  version: string;
  text: string;
}

/**
 * The terms of sale and the règlement intérieur in force, as plain text with their version: a
 * convention or a contract annexes them, so the document accepted keeps the exact text it
 * referred to whatever the pages say later (Code de la consommation, L221-13: on a durable
 * medium; docs/decisions/078).
 */
export async function legalTextsInForce(config: SiteConfig): Promise<LegalTextVersion[]> {
  const plain = (element: React.ReactElement) =>
    render(element, { plainText: true, htmlToTextOptions: { wordwrap: false } });
  return [
    {
      title: "Conditions générales de vente",
      version: TERMS_OF_SALE_UPDATED,
      text: await plain(createElement(TermsOfSale, { config })),
    },
    {
      title: "Règlement intérieur",
      version: TRAINING_RULES_UPDATED,
      text: await plain(createElement(TrainingRules, { config })),
    },
  ];
}
