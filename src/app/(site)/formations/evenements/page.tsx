import { Ticket } from "lucide-react";
import type { Metadata } from "next";
import { JsonLd } from "@/components/json-ld";
import { PageIntro } from "@/components/ui/page-intro";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { CatalogueFooterLinks } from "@/features/formations/components/public/catalogue-footer-links";
import { EventFormationHeader } from "@/features/formations/components/public/event-formation-header";
import { FormationCard } from "@/features/formations/components/public/formation-card";
import { FormationGrid } from "@/features/formations/components/public/formation-grid";
import { compareByEventStart } from "@/features/formations/event-formations";
import { listEventFormations } from "@/features/formations/queries";
import { eventsJsonLd, pageMetadata } from "@/lib/seo";
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
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <aside className="mb-8 flex items-start gap-4 rounded-3xl bg-brand-pink-soft p-6 text-ink">
          <Ticket aria-hidden className="mt-1 size-8 shrink-0 text-brand-pink-ink" />
          <div>
            <p className="font-display text-2xl font-bold text-brand-pink-ink">Entrée offerte !</p>
            <p className="mt-1 text-ink/80">
              Pour toute inscription à une formation-événement, votre entrée à l&apos;événement
              correspondant est offerte.
            </p>
          </div>
        </aside>
        {sorted.length === 0 ? (
          <p className="rounded-3xl bg-gray-100 p-8 text-center text-ink/70">
            Aucune formation-événement n&apos;est programmée pour le moment.
          </p>
        ) : (
          <FormationGrid>
            {sorted.map(({ formation, event, location }, index) => (
              // The first card of each event is the calendar's way in to that event's formations.
              <li key={formation.slug} id={sorted[index - 1]?.event.id === event.id ? undefined : `evenement-${event.id}`} className="scroll-mt-24">
                <FormationCard
                  formation={formation}
                  header={<EventFormationHeader event={event} location={location} />}
                />
              </li>
            ))}
          </FormationGrid>
        )}
        <CatalogueFooterLinks current="event" />
      </div>
      <JsonLd
        data={eventsJsonLd(
          siteConfig,
          [...new Map(sorted.map(({ event, location }) => [event.id, { ...event, place: location }])).values()],
          paths.eventFormations,
        )}
      />
    </>
  );
}
