import {
  AdminPageHeader,
  CardGrid,
  ListSelect,
  ManagedList,
  SearchForm,
  ViewSelect,
} from "@/components/ui/admin-list";
import { listViews } from "@/config/list-views";
import { paths } from "@/config/paths";
import type { loadSessionsScreen } from "@/features/session-desk/admin-queries";
import { SessionCard } from "./session-card";
import { SessionDialog } from "./session-dialog";

/** 'Gestion des sessions': the search and filters, the cards and the dialog that creates one. */
export function SessionsScreen({
  params,
  filters,
  choices,
  formationOptions,
  months,
  rows,
  total,
  today,
}: Awaited<ReturnType<typeof loadSessionsScreen>> & { today: string }) {
  const formation = filters.formation ? String(filters.formation) : null;
  return (
    <>
      <AdminPageHeader
        title="Gestion des sessions"
        description="Dates, places et inscriptions des formations"
        action={<SessionDialog choices={choices} />}
      />
      <SearchForm label="Rechercher une formation" query={params.q}>
        <ViewSelect list={listViews.sessions} value={filters.view} />
        <ListSelect
          name="formation"
          label="Formation"
          options={formationOptions}
          value={formation}
          all="Toutes les formations"
        />
        <ListSelect
          name="mois"
          label="Mois"
          options={months}
          value={filters.month}
          all="Tous les mois"
        />
      </SearchForm>
      <ManagedList
        total={total}
        shown={rows.length}
        query={params.q}
        noun={["session", "sessions"]}
        empty={
          params.q || filters.view || formation || filters.month
            ? "Aucune session ne correspond à cette recherche."
            : "Aucune session pour le moment."
        }
        pathname={paths.sessionsAdmin}
        params={{
          q: params.q,
          vue: filters.view ?? "",
          formation: formation ?? "",
          mois: filters.month ?? "",
        }}
        page={params.page}
      >
        <CardGrid label="Sessions">
          {rows.map((session) => (
            <SessionCard key={session.id} session={session} choices={choices} today={today} />
          ))}
        </CardGrid>
      </ManagedList>
    </>
  );
}
