import type { Metadata } from "next";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { LegalPage, LEGAL_TEXTS_UPDATED } from "@/features/legal/components/legal-page";
import { LegalNotice } from "@/features/legal/components/legal-notice";
import { pageMetadata } from "@/server/seo";

export const metadata: Metadata = pageMetadata(siteConfig, {
  title: "Mentions légales",
  description: "Éditeur, hébergeur et informations légales du site.",
  path: paths.legalNotice,
  noIndex: true,
});

export default function Page() {
  return (
    <LegalPage title="Mentions légales" updated={LEGAL_TEXTS_UPDATED}>
      <LegalNotice config={siteConfig} />
    </LegalPage>
  );
}
