import type { Metadata } from "next";
import {
  AdminPageHeader,
  CardGrid,
  EmptyState,
  ListSelect,
  Pagination,
  ResultCount,
  SearchForm,
} from "@/components/ui/admin-list";
import { listViews } from "@/config/list-views";
import { paths } from "@/config/paths";
import { getDb } from "@/server/database";
import { EventDialog } from "@/features/events/components/admin/event-dialog";
import { listEvents, listLocationChoices } from "@/features/events/admin-queries";
import { readChoice, readListParams } from "@/lib/list-params";
import { adminPage } from "@/server/auth/pages";
import { readOrDefault } from "@/server/read-or-default";
import { EventCard } from "@/features/events/components/admin/event-card";

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
      <AdminPageHeader
        title="Gestion des événements"
        description="Créer et organiser les événements"
        action={<EventDialog locations={locations} />}
      />
      <SearchForm label="Rechercher un événement" query={params.q}>
        <ListSelect
          name="vue"
          label="Affichage"
          options={listViews.events.views}
          value={view}
          all={listViews.events.label}
        />
      </SearchForm>
      <ResultCount total={total} query={params.q} noun={["événement", "événements"]} />
      {rows.length === 0 ? (
        <EmptyState>
          {params.q || view
            ? "Aucun événement ne correspond à cette recherche."
            : "Aucun événement pour le moment."}
        </EmptyState>
      ) : (
        <CardGrid label="Événements">
          {rows.map((event) => (
            <EventCard key={event.id} event={event} locations={locations} />
          ))}
        </CardGrid>
      )}
      <Pagination
        pathname={paths.eventsAdmin}
        params={{ q: params.q, vue: view ?? "" }}
        page={params.page}
        total={total}
      />
    </>
  );
}
