import type { Metadata } from "next";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { QualiopiPage } from "@/features/qualiopi/components/qualiopi-page";
import { pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata(siteConfig, {
  title: "Certification Qualiopi",
  description:
    "Organisme certifié Qualiopi : formations finançables par le CPF, les OPCO et France Travail, avec une qualité pédagogique auditée.",
  path: paths.qualiopi,
});

export default function CertificationPage() {
  return <QualiopiPage />;
}
