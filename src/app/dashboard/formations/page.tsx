import type { Metadata } from "next";
import { loadFormationsScreen } from "@/features/formations/admin-queries";
import { FormationsScreen } from "@/features/formations/components/admin/formations-screen";
import { adminPage } from "@/server/auth/pages";
import { getDb } from "@/server/database";

export const metadata: Metadata = { title: "Gestion des formations" };

export default async function FormationsPage({ searchParams }: PageProps<"/dashboard/formations">) {
  await adminPage();
  return <FormationsScreen {...await loadFormationsScreen(await getDb(), await searchParams)} />;
}
