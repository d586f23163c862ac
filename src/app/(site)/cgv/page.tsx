import type { Metadata } from "next";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { LegalPage, TERMS_OF_SALE_UPDATED } from "@/features/legal/components/legal-page";
import { TermsOfSale } from "@/features/legal/components/terms-of-sale";
import { pageMetadata } from "@/server/seo";

export const metadata: Metadata = pageMetadata(siteConfig, {
  title: "Conditions générales de vente",
  description:
    "Prix, facturation, paiement, annulation et responsabilité : nos conditions de vente des formations.",
  path: paths.termsOfSale,
  noIndex: true,
});

export default function Page() {
  return (
    <LegalPage title="Conditions générales de vente" updated={TERMS_OF_SALE_UPDATED}>
      <TermsOfSale config={siteConfig} />
    </LegalPage>
  );
}
