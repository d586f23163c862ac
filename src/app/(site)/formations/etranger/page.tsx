import type { Metadata } from "next";
import { siteConfig } from "@/config/site";
import { AbroadPage } from "@/features/catalogue/components/public/abroad-page";
import { abroadPageSeo } from "@/features/catalogue/metadata";
import { pageMetadata } from "@/server/seo";

// Dates depend on today (a past event no longer dates a destination): re-rendered hourly.
export const revalidate = 3600;

export const metadata: Metadata = pageMetadata(siteConfig, abroadPageSeo(1));

export default function AbroadFormationsPage() {
  return <AbroadPage page={1} />;
}
