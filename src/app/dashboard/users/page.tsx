import type { Metadata } from "next";
import { loadUsersScreen } from "@/features/accounts/admin-queries";
import { UsersScreen } from "@/features/accounts/components/admin/users-screen";
import { adminPage } from "@/server/auth/pages";
import { getDb } from "@/server/database";

export const metadata: Metadata = { title: "Gestion des utilisateurs" };

export default async function UsersPage({ searchParams }: PageProps<"/dashboard/users">) {
  const admin = await adminPage();
  const screen = await loadUsersScreen(await getDb(), await searchParams);
  return <UsersScreen {...screen} viewerId={admin.profile.id} />;
}
