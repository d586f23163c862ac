import type { Metadata } from "next";
import { JsonLd } from "@/components/json-ld";
import { PageIntro } from "@/components/ui/page-intro";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { CatalogueFooterLinks } from "@/features/catalogue/components/public/catalogue-footer-links";
import { EventFormationList } from "@/features/catalogue/components/public/event-formation-list";
import { compareByEventStart } from "@/features/catalogue/event-formations";
import { listEventFormations } from "@/features/catalogue/queries";
import { eventsJsonLd, pageMetadata } from "@/server/seo";
import { readOrDefault } from "@/server/read-or-default";

export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  const rows = await readOrDefault(listEventFormations, [], "formations-événements");
  const names = [...new Set(rows.map((row) => row.event.nom))].slice(0, 3);
  return pageMetadata(siteConfig, {
    title: "Formations autour des événements tech",
    description: names.length
      ? `Formez-vous au cœur des grands salons tech, entrée offerte : ${names.join(", ")}…`
      : "Formez-vous au cœur des grands salons tech du monde, entrée à l'événement offerte.",
    path: paths.eventFormations,
  });
}

export default async function EventFormationsPage() {
  const rows = await readOrDefault(listEventFormations, [], "formations-événements");
  const sorted = [...rows].sort(compareByEventStart);
  return (
    <>
      <PageIntro eyebrow="Formations-événements" title="Formez-vous au cœur des événements tech">
        <p>
          Une formation intensive sur place, pendant les plus grands salons et conférences tech :
          vous apprenez le matin et vous rencontrez l&apos;écosystème l&apos;après-midi.
        </p>
      </PageIntro>
      <div className="page-column">
        <EventFormationList rows={sorted} />
        <CatalogueFooterLinks current="event" />
      </div>
      <JsonLd
        data={eventsJsonLd(
          siteConfig,
          [
            ...new Map(
              sorted.map(({ event, location }) => [event.id, { ...event, place: location }]),
            ).values(),
          ],
          paths.eventFormations,
        )}
      />
    </>
  );
}
