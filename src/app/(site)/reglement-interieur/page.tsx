import type { Metadata } from "next";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { LegalPage, TRAINING_RULES_UPDATED } from "@/features/legal/components/legal-page";
import { TrainingRules } from "@/features/legal/components/training-rules";
import { pageMetadata } from "@/server/seo";

export const metadata: Metadata = pageMetadata(siteConfig, {
  title: "Règlement intérieur",
  description:
    "Hygiène, sécurité, discipline, sanctions et droits des stagiaires : le règlement intérieur de nos formations.",
  path: paths.rules,
  noIndex: true,
});

export default function Page() {
  return (
    <LegalPage title="Règlement intérieur" updated={TRAINING_RULES_UPDATED}>
      <TrainingRules config={siteConfig} />
    </LegalPage>
  );
}
