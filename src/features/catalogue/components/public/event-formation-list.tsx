import { Icon } from "@/components/ui/icon";
import type { listEventFormations } from "@/features/catalogue/queries";
import { EventFormationHeader } from "./event-formation-header";
import { FormationCard } from "./formation-card";
import { FormationGrid } from "./formation-grid";

/**
 * The formations held at events, by the event's start: the free entry first, then the cards; the
 * first card of each event carries the anchor the calendar links to.
 */
export function EventFormationList({
  rows: sorted,
}: {
  rows: Awaited<ReturnType<typeof listEventFormations>>;
}) {
  return (
    <>
      <aside className="mb-8 flex items-start gap-4 rounded-3xl bg-brand-pink-soft p-6 text-ink">
        <Icon name="ticket" className="mt-1 size-8 shrink-0 text-brand-pink-ink" />
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
            <li
              key={formation.slug}
              id={sorted[index - 1]?.event.id === event.id ? undefined : `evenement-${event.id}`}
              className="scroll-mt-24"
            >
              <FormationCard
                formation={formation}
                header={<EventFormationHeader event={event} location={location} />}
              />
            </li>
          ))}
        </FormationGrid>
      )}
    </>
  );
}
