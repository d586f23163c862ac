import { Mail, Phone } from "lucide-react";
import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { AccountMailButton } from "@/features/accounts/components/account-mail-buttons";
import { InviteDialog } from "@/features/accounts/components/invite-dialog";
import { listUsers } from "@/features/accounts/queries";
import { adminPage } from "@/server/auth/pages";

export const metadata: Metadata = { title: "Gestion des utilisateurs" };

export default async function UsersPage() {
  await adminPage();
  const list = await listUsers(await getDb());
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold">Gestion des utilisateurs</h1>
          <p className="mt-1 text-ink/70">Gérer les utilisateurs et leurs permissions</p>
        </div>
        <InviteDialog />
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="user-list">
        {list.map((user) => {
          const fullName = `${user.name} ${user.last_name}`;
          return (
            <li key={user.id} className="flex flex-col rounded-3xl border border-ink/10 bg-white p-5 shadow-sm" data-testid="user-card">
              <h2 className="font-display text-lg font-bold">{fullName}</h2>
              {user.titre ? <p className="text-sm text-ink/70">{user.titre}</p> : null}
              <p className="mt-2 flex flex-wrap gap-2 text-xs font-bold">
                {user.admin ? <span className="rounded-full bg-ink px-2 py-1 text-white">Admin</span> : null}
                {user.roles ? <span className="rounded-full bg-brand-blue-soft px-2 py-1">{user.roles.join(", ")}</span> : null}
              </p>
              <p className="mt-3 flex items-center gap-2 text-sm">
                <Mail aria-hidden className="size-4 shrink-0" /> {user.email}
              </p>
              {user.phone ? (
                <p className="flex items-center gap-2 text-sm">
                  <Phone aria-hidden className="size-4 shrink-0" /> {user.phone}
                </p>
              ) : null}
              {user.invited_by_name ? <p className="mt-2 text-xs text-ink/70">Invité par {user.invited_by_name}</p> : null}
              {user.user_id ? (
                <div className="mt-auto flex flex-wrap gap-2 pt-4">
                  <AccountMailButton kind="reset" profileId={user.id} name={fullName} />
                  <AccountMailButton kind="magic" profileId={user.id} name={fullName} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
