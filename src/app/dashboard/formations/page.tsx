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
import { FormationDialog } from "@/features/formations/components/admin/formation-dialog";
import {
  listContactChoices,
  listEventChoices,
  listFormations,
} from "@/features/formations/admin-queries";
import { readChoice, readListParams } from "@/lib/list-params";
import { adminPage } from "@/server/auth/pages";
import { readOrDefault } from "@/server/read-or-default";
import { FormationCard } from "@/features/formations/components/admin/formation-card";

export const metadata: Metadata = { title: "Gestion des formations" };

export default async function FormationsPage({ searchParams }: PageProps<"/dashboard/formations">) {
  await adminPage();
  const search = await searchParams;
  const params = readListParams(search);
  const view = readChoice(search, "vue", listViews.formations.views);
  const db = await getDb();
  // The spec only logs a failure of the events lookup: the form then offers no event.
  const [{ rows, total }, events, contacts] = await Promise.all([
    listFormations(db, params, view),
    readOrDefault(() => listEventChoices(db), [], "événements du formulaire de formation"),
    readOrDefault(() => listContactChoices(db), [], "contacts du formulaire de formation"),
  ]);
  return (
    <>
      <AdminPageHeader
        title="Gestion des formations"
        description="Administrer le catalogue de formations"
        action={<FormationDialog events={events} contacts={contacts} />}
      />
      <SearchForm label="Rechercher une formation" query={params.q}>
        <ListSelect
          name="vue"
          label="Affichage"
          options={listViews.formations.views}
          value={view}
          all={listViews.formations.label}
        />
      </SearchForm>
      <ResultCount total={total} query={params.q} noun={["formation", "formations"]} />
      {rows.length === 0 ? (
        <EmptyState>
          {params.q || view
            ? "Aucune formation ne correspond à cette recherche."
            : "Aucune formation pour le moment."}
        </EmptyState>
      ) : (
        <CardGrid label="Formations">
          {rows.map((formation) => (
            <FormationCard
              key={formation.id}
              formation={formation}
              events={events}
              contacts={contacts}
            />
          ))}
        </CardGrid>
      )}
      <Pagination
        pathname={paths.formationsAdmin}
        params={{ q: params.q, vue: view ?? "" }}
        page={params.page}
        total={total}
      />
    </>
  );
}
