import type { Metadata } from "next";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { LegalPage, LEGAL_TEXTS_UPDATED } from "@/features/legal/components/legal-page";
import { PrivacyPolicy } from "@/features/legal/components/privacy-policy";
import { pageMetadata } from "@/server/seo";

export const metadata: Metadata = pageMetadata(siteConfig, {
  title: "Politique de confidentialité",
  description:
    "Quelles données nous collectons, pourquoi, combien de temps, et comment exercer vos droits.",
  path: paths.privacy,
  noIndex: true,
});

export default function Page() {
  return (
    <LegalPage title="Politique de confidentialité" updated={LEGAL_TEXTS_UPDATED}>
      <PrivacyPolicy config={siteConfig} />
    </LegalPage>
  );
}
