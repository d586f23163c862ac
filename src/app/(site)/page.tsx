import type { Metadata } from "next";
import { JsonLd } from "@/components/json-ld";
import { siteConfig } from "@/config/site";
import { CatalogueSectionCards } from "@/features/catalogue/components/public/catalogue-section-cards";
import { Statistics } from "@/features/catalogue/components/public/statistics";
import { getCatalogueStatistics } from "@/features/catalogue/queries";
import { ClosingCall } from "@/features/home/components/closing-call";
import { CatalogueSearchForm } from "@/features/catalogue/components/public/catalogue-search-form";
import { Hero } from "@/features/home/components/hero";
import { organizationJsonLd, pageMetadata } from "@/server/seo";
import { paths } from "@/config/paths";

export const revalidate = 3600;

export const metadata: Metadata = pageMetadata(siteConfig, {
  title: "Formations tech, IA et automatisation certifiées Qualiopi",
  description:
    "Formations professionnelles en tech, IA et automatisation, en entreprise, en France, à l'étranger et autour des événements tech. Organisme certifié Qualiopi, éligible CPF et OPCO.",
  path: paths.home,
});

export default async function HomePage() {
  const statistics = await getCatalogueStatistics();
  return (
    <>
      <div className="space-y-20 sm:space-y-28">
        <Hero search={<CatalogueSearchForm id="recherche-accueil" />} />
        <section aria-labelledby="services-title" className="page-column">
          <h2 id="services-title" className="section-title">
            Trois façons de vous former
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-ink/75">
            Près de chez vous, au soleil avec votre équipe ou au cœur des grands salons : le même
            niveau d&apos;exigence, certifié Qualiopi.
          </p>
          <div className="mt-8">
            <CatalogueSectionCards headingLevel="h3" />
          </div>
        </section>
        <section aria-labelledby="statistics-title" className="page-column">
          <h2 id="statistics-title" className="section-title">
            En quelques chiffres
          </h2>
          <div className="mt-8">
            <Statistics statistics={statistics} />
          </div>
        </section>
        <ClosingCall />
      </div>
      {/* On the home page only, as search engines ask: other pages name the provider by its @id. */}
      <JsonLd data={organizationJsonLd(siteConfig)} />
    </>
  );
}
