import type { Metadata } from "next";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { LegalPage, LEGAL_TEXTS_UPDATED } from "@/features/legal/components/legal-page";
import { TermsOfUse } from "@/features/legal/components/terms-of-use";
import { pageMetadata } from "@/server/seo";

export const metadata: Metadata = pageMetadata(siteConfig, {
  title: "Conditions générales d'utilisation",
  description: "Les règles d'utilisation du site.",
  path: paths.termsOfUse,
  noIndex: true,
});

export default function Page() {
  return (
    <LegalPage title="Conditions générales d'utilisation" updated={LEGAL_TEXTS_UPDATED}>
      <TermsOfUse config={siteConfig} />
    </LegalPage>
  );
}
