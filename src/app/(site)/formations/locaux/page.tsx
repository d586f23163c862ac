import type { Metadata } from "next";
import { PageIntro } from "@/components/ui/page-intro";
import { ReadFailure } from "@/components/ui/read-failure";
import { siteConfig } from "@/config/site";
import { CatalogueFooterLinks } from "@/features/catalogue/components/public/catalogue-footer-links";
import { LocalFormationsBrowser } from "@/features/catalogue/components/public/local-formations-browser";
import { listLocalFormations } from "@/features/catalogue/queries";
import { pageMetadata } from "@/server/seo";
import { readOrDefault } from "@/server/read-or-default";
import { paths } from "@/config/paths";

export const revalidate = 3600;

export const metadata: Metadata = pageMetadata(siteConfig, {
  title: "Formations en France, dans vos locaux ou les nôtres",
  description:
    "Formations tech, IA et automatisation en présentiel ou à distance, dans vos locaux ou nos salles de Paris et Lyon. Prix HT, durées et programmes détaillés.",
  path: paths.localFormations,
});

export default async function LocalFormationsPage() {
  const formations = await readOrDefault(listLocalFormations, null, "formations locales");
  return (
    <>
      <PageIntro eyebrow="Formations locales" title="Formations en France">
        <p>
          Dans vos locaux, dans nos salles de Paris et Lyon ou à distance : choisissez votre
          formation et son format. Chaque programme est adaptable à votre équipe.
        </p>
      </PageIntro>
      <div className="page-column">
        {formations ? (
          <LocalFormationsBrowser formations={formations} />
        ) : (
          <ReadFailure>
            Les formations n&apos;ont pas pu être chargées. Réessayez dans quelques instants.
          </ReadFailure>
        )}
        <CatalogueFooterLinks current="local" />
      </div>
    </>
  );
}
