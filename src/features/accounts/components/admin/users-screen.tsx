import {
  AdminPageHeader,
  CardGrid,
  ManagedList,
  SearchForm,
  ViewSelect,
} from "@/components/ui/admin-list";
import { listViews } from "@/config/list-views";
import { paths } from "@/config/paths";
import type { loadUsersScreen } from "../../admin-queries";
import { InviteDialog } from "./invite-dialog";
import { UserCard } from "./user-card";

/** 'Gestion des utilisateurs': the search, the cards (the viewer's own marked) and the invitation. */
export function UsersScreen({
  params,
  view,
  rows,
  total,
  viewerId,
}: Awaited<ReturnType<typeof loadUsersScreen>> & { viewerId: number }) {
  return (
    <>
      <AdminPageHeader
        title="Gestion des utilisateurs"
        description="Gérer les utilisateurs et leurs permissions"
        action={<InviteDialog />}
      />
      <SearchForm label="Rechercher un utilisateur" query={params.q}>
        <ViewSelect list={listViews.users} value={view} />
      </SearchForm>
      <ManagedList
        total={total}
        shown={rows.length}
        query={params.q}
        noun={["utilisateur", "utilisateurs"]}
        empty={
          params.q || view
            ? "Aucun utilisateur ne correspond à cette recherche."
            : "Aucun utilisateur pour le moment."
        }
        pathname={paths.users}
        params={{ q: params.q, vue: view ?? "" }}
        page={params.page}
      >
        <CardGrid label="Utilisateurs">
          {rows.map((user) => (
            <UserCard key={user.id} user={user} self={user.id === viewerId} />
          ))}
        </CardGrid>
      </ManagedList>
    </>
  );
}
