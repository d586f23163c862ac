import {
  AdminPageHeader,
  CardGrid,
  ManagedList,
  SearchForm,
  ViewSelect,
} from "@/components/ui/admin-list";
import { listViews } from "@/config/list-views";
import { paths } from "@/config/paths";
import type { loadEventsScreen } from "../../admin-queries";
import { EventCard } from "./event-card";
import { EventDialog } from "./event-dialog";

/** 'Gestion des événements': the search, the cards and the dialog that creates one. */
export function EventsScreen({
  params,
  view,
  rows,
  total,
  locations,
}: Awaited<ReturnType<typeof loadEventsScreen>>) {
  return (
    <>
      <AdminPageHeader
        title="Gestion des événements"
        description="Créer et organiser les événements"
        action={<EventDialog locations={locations} />}
      />
      <SearchForm label="Rechercher un événement" query={params.q}>
        <ViewSelect list={listViews.events} value={view} />
      </SearchForm>
      <ManagedList
        total={total}
        shown={rows.length}
        query={params.q}
        noun={["événement", "événements"]}
        empty={
          params.q || view
            ? "Aucun événement ne correspond à cette recherche."
            : "Aucun événement pour le moment."
        }
        pathname={paths.eventsAdmin}
        params={{ q: params.q, vue: view ?? "" }}
        page={params.page}
      >
        <CardGrid label="Événements">
          {rows.map((event) => (
            <EventCard key={event.id} event={event} locations={locations} />
          ))}
        </CardGrid>
      </ManagedList>
    </>
  );
}
