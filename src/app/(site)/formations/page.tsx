import type { Metadata } from "next";
import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { PageIntro } from "@/components/ui/page-intro";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { CatalogueSearchForm } from "@/features/catalogue/components/public/catalogue-search-form";
import { CatalogueSectionCards } from "@/features/catalogue/components/public/catalogue-section-cards";
import { pageMetadata } from "@/server/seo";

export const metadata: Metadata = pageMetadata(siteConfig, {
  title: "Nos formations : en France, à l'étranger ou autour des événements tech",
  description:
    "Choisissez votre aventure : formations en France, séjours de formation à l'étranger ou formations au cœur des salons tech. Certifié Qualiopi, éligible CPF et OPCO.",
  path: paths.formations,
});

export default function FormationsHubPage() {
  return (
    <>
      <PageIntro eyebrow="Nos formations" title="Choisissez Votre Aventure">
        <p>Trois formats, une même exigence : des formations concrètes, utiles dès le lendemain.</p>
        <CatalogueSearchForm id="recherche-formations" className="mt-6" />
      </PageIntro>
      <div className="page-column space-y-12">
        <CatalogueSectionCards />
        <section aria-labelledby="unsure-title" className="call-band bg-brand-yellow-soft">
          <div>
            <h2 id="unsure-title">Pas sûr de votre choix?</h2>
            <p>
              Parlez-nous de votre équipe et de vos objectifs : nous vous conseillons la formule la
              plus adaptée, ou consultez les prochaines dates.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link href={paths.contact} className={buttonClassName()}>
              <Icon name="message-circle" className="size-4" /> Demander conseil
            </Link>
            <Link href={paths.calendar} className={buttonClassName({ variant: "outline" })}>
              <Icon name="calendar-days" className="size-4" /> Voir le calendrier
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
