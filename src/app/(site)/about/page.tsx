import type { Metadata } from "next";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { Statistics } from "@/features/catalogue/components/public/statistics";
import { getCatalogueStatistics } from "@/features/catalogue/queries";
import {
  AboutHero,
  MissionBlock,
  QualiopiBlock,
  ValuesSection,
} from "@/features/about/components/about-sections";
import { TeamCards } from "@/features/team/components/team-cards";
import { listTeamMembers } from "@/features/team/queries";
import { pageMetadata } from "@/server/seo";
import { readOrDefault } from "@/server/read-or-default";

export const revalidate = 3600;

export const metadata: Metadata = pageMetadata(siteConfig, {
  title: "À propos : nos formateurs et nos valeurs",
  description:
    "Un organisme de formation certifié Qualiopi, des formateurs en activité, des formations en France, à l'étranger et autour des événements tech.",
  path: paths.about,
});

export default async function AboutPage() {
  const [statistics, members] = await Promise.all([
    getCatalogueStatistics(),
    readOrDefault(listTeamMembers, [], "équipe"),
  ]);
  return (
    <div className="space-y-20">
      <AboutHero />
      <MissionBlock />
      <section aria-label="En quelques chiffres" className="page-column">
        <Statistics
          statistics={statistics}
          labels={{ destinations: "Pays", events: "Évènements prévus" }}
        />
      </section>
      <ValuesSection />
      <QualiopiBlock />
      <section id="Team" aria-labelledby="team-title" className="page-column scroll-mt-28">
        <h2 id="team-title" className="section-title">
          L&apos;équipe
        </h2>
        <div className="mt-8">
          <TeamCards members={members} />
        </div>
      </section>
    </div>
  );
}
