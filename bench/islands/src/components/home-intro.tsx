import { CatalogueSectionCards } from "@/features/catalogue/components/public/catalogue-section-cards";
import { CatalogueSearchForm } from "@/features/catalogue/components/public/catalogue-search-form";
import { Hero } from "@/features/home/components/hero";

/** The home page's first two parts, as src/app/(site)/page.tsx composes them: nothing acts. */
export function HomeIntro() {
  return (
    <>
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
    </>
  );
}
