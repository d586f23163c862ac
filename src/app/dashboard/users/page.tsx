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
import { InviteDialog } from "@/features/accounts/components/admin/invite-dialog";
import { listUsers } from "@/features/accounts/queries";
import { readChoice, readListParams } from "@/lib/list-params";
import { adminPage } from "@/server/auth/pages";
import { UserCard } from "@/features/accounts/components/admin/user-card";

export const metadata: Metadata = { title: "Gestion des utilisateurs" };

export default async function UsersPage({ searchParams }: PageProps<"/dashboard/users">) {
  const admin = await adminPage();
  const search = await searchParams;
  const params = readListParams(search);
  const view = readChoice(search, "vue", listViews.users.views);
  const { rows, total } = await listUsers(await getDb(), params, view);
  return (
    <>
      <AdminPageHeader
        title="Gestion des utilisateurs"
        description="Gérer les utilisateurs et leurs permissions"
        action={<InviteDialog />}
      />
      <SearchForm label="Rechercher un utilisateur" query={params.q}>
        <ListSelect
          name="vue"
          label="Affichage"
          options={listViews.users.views}
          value={view}
          all={listViews.users.label}
        />
      </SearchForm>
      <ResultCount total={total} query={params.q} noun={["utilisateur", "utilisateurs"]} />
      {rows.length === 0 ? (
        <EmptyState>
          {params.q || view
            ? "Aucun utilisateur ne correspond à cette recherche."
            : "Aucun utilisateur pour le moment."}
        </EmptyState>
      ) : (
        <CardGrid label="Utilisateurs">
          {rows.map((user) => (
            <UserCard key={user.id} user={user} self={user.id === admin.profile.id} />
          ))}
        </CardGrid>
      )}
      <Pagination
        pathname={paths.users}
        params={{ q: params.q, vue: view ?? "" }}
        page={params.page}
        total={total}
      />
    </>
  );
}
