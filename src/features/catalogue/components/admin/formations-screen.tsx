import {
  AdminPageHeader,
  CardGrid,
  ManagedList,
  SearchForm,
  ViewSelect,
} from "@/components/ui/admin-list";
import { listViews } from "@/config/list-views";
import { paths } from "@/config/paths";
import { FormationCard } from "./formation-card";
import { FormationDialog } from "@/features/formations/admin-client";
import { type loadFormationsScreen } from "@/features/catalogue/admin-queries";

/** 'Gestion des formations': the search, the cards and the dialog that creates one. */
export function FormationsScreen({
  params,
  view,
  rows,
  total,
  events,
  contacts,
  progress,
}: Awaited<ReturnType<typeof loadFormationsScreen>>) {
  return (
    <>
      <AdminPageHeader
        title="Gestion des formations"
        description="Administrer le catalogue de formations"
        action={<FormationDialog events={events} contacts={contacts} />}
      />
      <SearchForm label="Rechercher une formation" query={params.q}>
        <ViewSelect list={listViews.formations} value={view} />
      </SearchForm>
      <ManagedList
        total={total}
        shown={rows.length}
        query={params.q}
        noun={["formation", "formations"]}
        empty={
          params.q || view
            ? "Aucune formation ne correspond à cette recherche."
            : "Aucune formation pour le moment."
        }
        pathname={paths.formationsAdmin}
        params={{ q: params.q, vue: view ?? "" }}
        page={params.page}
      >
        <CardGrid label="Formations">
          {rows.map((formation) => (
            <FormationCard
              key={formation.id}
              formation={formation}
              events={events}
              contacts={contacts}
              progress={progress.filter((year) => year.formation_id === formation.id)}
            />
          ))}
        </CardGrid>
      </ManagedList>
    </>
  );
}
