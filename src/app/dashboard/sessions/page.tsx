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
import { SessionCard } from "@/features/sessions/components/admin/session-card";
import { SessionDialog } from "@/features/sessions/components/admin/session-dialog";
import { listSessionChoices, listSessions } from "@/features/sessions/admin-queries";
import { monthChoices } from "@/features/sessions/admin-schema";
import { readChoice, readListParams } from "@/lib/list-params";
import { adminPage } from "@/server/auth/pages";
import { currentDay } from "@/server/clock";
import { getDb } from "@/server/database";

export const metadata: Metadata = { title: "Gestion des sessions" };

export default async function SessionsPage({ searchParams }: PageProps<"/dashboard/sessions">) {
  await adminPage();
  const search = await searchParams;
  const params = readListParams(search);
  const today = currentDay();
  const db = await getDb();
  const choices = await listSessionChoices(db);
  const formationOptions = Object.fromEntries(
    choices.formations.map((formation) => [String(formation.id), formation.title]),
  );
  const months = monthChoices(today);
  const filters = {
    view: readChoice(search, "vue", listViews.sessions.views),
    formation: Number(readChoice(search, "formation", formationOptions)) || null,
    month: readChoice(search, "mois", months),
  };
  const { rows, total } = await listSessions(db, params, filters, today);
  const narrowed = Boolean(params.q || filters.view || filters.formation || filters.month);
  return (
    <>
      <AdminPageHeader
        title="Gestion des sessions"
        description="Dates, places et inscriptions des formations"
        action={<SessionDialog choices={choices} />}
      />
      <SearchForm label="Rechercher une formation" query={params.q}>
        <ListSelect
          name="vue"
          label="Affichage"
          options={listViews.sessions.views}
          value={filters.view}
          all={listViews.sessions.label}
        />
        <ListSelect
          name="formation"
          label="Formation"
          options={formationOptions}
          value={filters.formation ? String(filters.formation) : null}
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
      <ResultCount total={total} query={params.q} noun={["session", "sessions"]} />
      {rows.length === 0 ? (
        <EmptyState>
          {narrowed
            ? "Aucune session ne correspond à cette recherche."
            : "Aucune session pour le moment."}
        </EmptyState>
      ) : (
        <CardGrid label="Sessions">
          {rows.map((session) => (
            <SessionCard key={session.id} session={session} choices={choices} today={today} />
          ))}
        </CardGrid>
      )}
      <Pagination
        pathname={paths.sessionsAdmin}
        params={{
          q: params.q,
          vue: filters.view ?? "",
          formation: filters.formation ? String(filters.formation) : "",
          mois: filters.month ?? "",
        }}
        page={params.page}
        total={total}
      />
    </>
  );
}
