import type { Metadata } from "next";
import { siteConfig } from "@/config/site";
import { Hero } from "@/features/home/components/hero";
import { pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata(siteConfig, {
  title: "Formations tech, IA et automatisation certifiées Qualiopi",
  description:
    "Formations professionnelles en tech, IA et automatisation, en entreprise, en France, à l'étranger et autour des évènements tech. Organisme certifié Qualiopi, éligible CPF et OPCO.",
  path: "/",
});

export default function HomePage() {
  return <Hero />;
}
