import type { Metadata } from "next";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { QualiopiPage } from "@/features/catalogue/components/public/qualiopi-page";
import { getProviderResults } from "@/features/catalogue/provider-results";
import { pageMetadata } from "@/server/seo";
import { readOrDefault } from "@/server/read-or-default";

export const metadata: Metadata = pageMetadata(siteConfig, {
  title: "Certification Qualiopi",
  description:
    "Organisme certifié Qualiopi : formations finançables par le CPF, les OPCO et France Travail, avec une qualité pédagogique auditée.",
  path: paths.qualiopi,
});

export const revalidate = 3600;

const NO_RESULTS = { years: [], overall: null };

export default async function CertificationPage() {
  const results = await readOrDefault(getProviderResults, NO_RESULTS, "résultats Qualiopi");
  return <QualiopiPage results={results} certificate={siteConfig.qualiopi?.certificate} />;
}
