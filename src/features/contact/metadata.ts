import type { Metadata } from "next";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { pageMetadata } from "@/server/seo";

export const contactMetadata: Metadata = pageMetadata(siteConfig, {
  title: "Contact",
  description:
    "Une question, un projet de formation sur mesure ? Écrivez-nous : nous répondons sous 48 heures ouvrées.",
  path: paths.contact,
});

/** Every quote page has /devis as its address for search engines. */
export const quoteMetadata: Metadata = pageMetadata(siteConfig, {
  title: "Demande de devis",
  description:
    "Demandez un devis pour une formation : dates, lieu, financement CPF ou OPCO. Réponse sous 48 heures ouvrées.",
  path: paths.quote(),
});
