import { CalendarDays, MapPin } from "lucide-react";
import type { Metadata } from "next";
import { AdminCard, AdminPageHeader, CardActions, CardGrid, EmptyState, ListSelect, Pagination, ResultCount, SearchForm } from "@/components/ui/admin-list";
import { DeleteButton } from "@/components/ui/delete-button";
import { listViews } from "@/config/list-views";
import { paths } from "@/config/paths";
import { getDb } from "@/db/client";
import { deleteEvent } from "@/features/admin-events/actions";
import { EventDialog } from "@/features/admin-events/components/event-dialog";
import { listEvents, listLocationChoices } from "@/features/admin-events/queries";
import { eventLocationLabel } from "@/features/admin-events/schema";
import { formatLongDate } from "@/lib/dates";
import { readChoice, readListParams } from "@/lib/list-params";
import { adminPage } from "@/server/auth/pages";
import { readOrDefault } from "@/server/read-or-default";

export const metadata: Metadata = { title: "Gestion des événements" };

export default async function EventsPage({ searchParams }: PageProps<"/dashboard/events">) {
  await adminPage();
  const search = await searchParams;
  const params = readListParams(search);
  const view = readChoice(search, "vue", listViews.events.views);
  const db = await getDb();
  // The spec only logs a failure of the locations lookup: the form then offers no place.
  const [{ rows, total }, locations] = await Promise.all([
    listEvents(db, params, view),
    readOrDefault(() => listLocationChoices(db), [], "lieux du formulaire d'événement"),
  ]);
  return (
    <>
      <AdminPageHeader title="Gestion des événements" description="Créer et organiser les événements" action={<EventDialog locations={locations} />} />
      <SearchForm label="Rechercher un événement" query={params.q}>
        <ListSelect name="vue" label="Affichage" options={listViews.events.views} value={view} all={listViews.events.label} />
      </SearchForm>
      <ResultCount total={total} query={params.q} noun={["événement", "événements"]} />
      {rows.length === 0 ? (
        <EmptyState>{params.q || view ? "Aucun événement ne correspond à cette recherche." : "Aucun événement pour le moment."}</EmptyState>
      ) : (
        <CardGrid label="Événements">
          {rows.map((event) => (
            <AdminCard key={event.id}>
              <h2 className="font-display text-lg font-bold">{event.nom}</h2>
              {event.description ? <p className="mt-2 line-clamp-3 text-sm text-ink/80">{event.description}</p> : null}
              <p className="mt-3 flex items-center gap-2 text-sm font-semibold">
                <CalendarDays aria-hidden className="size-4 shrink-0" />
                {formatLongDate(event.start_date)}
                {event.end_date !== event.start_date ? ` – ${formatLongDate(event.end_date)}` : null}
              </p>
              <p className="mt-1 flex items-center gap-2 text-sm text-ink/80">
                <MapPin aria-hidden className="size-4 shrink-0" />
                {eventLocationLabel(event.location, locations)}
              </p>
              <CardActions>
                <EventDialog target={{ id: event.id, name: event.nom }} locations={locations} />
                <DeleteButton
                  itemName={event.nom}
                  question="Êtes-vous sûr de vouloir supprimer cet événement ?"
                  action={deleteEvent.bind(null, event.id)}
                  messages={{ success: "Événement supprimé avec succès", failure: "Impossible de supprimer l'événement" }}
                />
              </CardActions>
            </AdminCard>
          ))}
        </CardGrid>
      )}
      <Pagination pathname={paths.eventsAdmin} params={{ q: params.q, vue: view ?? "" }} page={params.page} total={total} />
    </>
  );
}
