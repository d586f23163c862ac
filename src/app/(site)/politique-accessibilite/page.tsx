import type { Metadata } from "next";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { LegalPage, LEGAL_TEXTS_UPDATED } from "@/features/legal/components/legal-page";
import { AccessibilityPolicy } from "@/features/legal/components/accessibility-policy";
import { pageMetadata } from "@/server/seo";

export const metadata: Metadata = pageMetadata(siteConfig, {
  title: "Politique d'accessibilité",
  description:
    "Notre engagement pour l'accessibilité du site et des formations, la personne référente handicap, la procédure d'adaptation et la déclaration d'accessibilité RGAA.",
  path: paths.accessibility,
  noIndex: true,
});

export default function Page() {
  return (
    <LegalPage title="Politique d'accessibilité" updated={LEGAL_TEXTS_UPDATED}>
      <AccessibilityPolicy config={siteConfig} />
    </LegalPage>
  );
}
