import { Mail, Phone } from "lucide-react";
import type { Metadata } from "next";
import Image from "next/image";
import { AdminCard, AdminPageHeader, Badge, CardActions, CardGrid, EmptyState, ListSelect, Pagination, ResultCount, SearchForm } from "@/components/ui/admin-list";
import { ImageUploadButton } from "@/components/ui/image-upload-button";
import { listViews } from "@/config/list-views";
import { paths } from "@/config/paths";
import { getDb } from "@/db/client";
import { DeleteButton } from "@/components/ui/delete-button";
import { deleteUser } from "@/features/accounts/actions";
import { AccountMailButton } from "@/features/accounts/components/account-mail-buttons";
import { EditUserDialog } from "@/features/accounts/components/edit-user-dialog";
import { InviteDialog } from "@/features/accounts/components/invite-dialog";
import { listUsers } from "@/features/accounts/queries";
import { readChoice, readListParams } from "@/lib/list-params";
import { adminPage } from "@/server/auth/pages";

export const metadata: Metadata = { title: "Gestion des utilisateurs" };

export default async function UsersPage({ searchParams }: PageProps<"/dashboard/users">) {
  const admin = await adminPage();
  const search = await searchParams;
  const params = readListParams(search);
  const view = readChoice(search, "vue", listViews.users.views);
  const { rows, total } = await listUsers(await getDb(), params, view);
  return (
    <>
      <AdminPageHeader title="Gestion des utilisateurs" description="Gérer les utilisateurs et leurs permissions" action={<InviteDialog />} />
      <SearchForm label="Rechercher un utilisateur" query={params.q}>
        <ListSelect name="vue" label="Affichage" options={listViews.users.views} value={view} all={listViews.users.label} />
      </SearchForm>
      <ResultCount total={total} query={params.q} noun={["utilisateur", "utilisateurs"]} />
      {rows.length === 0 ? (
        <EmptyState>{params.q || view ? "Aucun utilisateur ne correspond à cette recherche." : "Aucun utilisateur pour le moment."}</EmptyState>
      ) : (
        <CardGrid label="Utilisateurs">
          {rows.map((user) => {
            const fullName = `${user.name} ${user.last_name}`;
            return (
              <AdminCard key={user.id}>
                <div className="flex items-center gap-3">
                  <span className="relative grid size-14 shrink-0 place-items-center overflow-hidden rounded-full bg-brand-blue-soft font-bold text-brand-blue-ink">
                    <span aria-hidden>
                      {user.name.charAt(0)}
                      {user.last_name.charAt(0)}
                    </span>
                    {user.image ? (
                      <Image
                        src={paths.userPhoto(user.id, user.image)}
                        alt=""
                        width={56}
                        height={56}
                        unoptimized
                        className="absolute inset-0 size-full object-cover"
                      />
                    ) : null}
                  </span>
                  <div className="min-w-0">
                    <h2 className="font-display text-lg font-bold">{fullName}</h2>
                    {user.titre ? <p className="text-sm text-ink/70">{user.titre}</p> : null}
                  </div>
                </div>
                <p className="mt-3 flex flex-wrap gap-1.5">
                  {user.admin ? <Badge tone="ink">Admin</Badge> : null}
                  {user.roles ? <Badge tone="blue">{user.roles.join(", ")}</Badge> : null}
                  {user.staff ? null : <Badge tone="yellow">Sans invitation</Badge>}
                </p>
                <p className="mt-3 flex items-center gap-2 text-sm">
                  <Mail aria-hidden className="size-4 shrink-0" /> <span className="truncate">{user.email}</span>
                </p>
                {user.phone ? (
                  <p className="mt-1 flex items-center gap-2 text-sm">
                    <Phone aria-hidden className="size-4 shrink-0" /> {user.phone}
                  </p>
                ) : null}
                {user.invited_by_name ? <p className="mt-2 text-xs text-ink/70">Invité par {user.invited_by_name}</p> : null}
                <CardActions>
                  <ImageUploadButton url={paths.imageUpload("users", user.id)} label={`Changer la photo de ${fullName}`} success="Photo mise à jour" />
                  <EditUserDialog target={{ id: user.id, name: fullName }} />
                  <AccountMailButton kind="reset" profileId={user.id} name={fullName} hasAccount={Boolean(user.user_id)} />
                  <AccountMailButton kind="magic" profileId={user.id} name={fullName} hasAccount={Boolean(user.user_id)} />
                  {user.id === admin.profile.id ? null : (
                    <DeleteButton
                      itemName={fullName}
                      question={`Supprimer ${fullName} ? Son compte et ses sessions sont supprimés : la personne est déconnectée partout.`}
                      action={deleteUser.bind(null, user.id)}
                      messages={{ success: "Utilisateur supprimé avec succès", failure: "Impossible de supprimer l'utilisateur" }}
                    />
                  )}
                </CardActions>
              </AdminCard>
            );
          })}
        </CardGrid>
      )}
      <Pagination pathname={paths.users} params={{ q: params.q, vue: view ?? "" }} page={params.page} total={total} />
    </>
  );
}
