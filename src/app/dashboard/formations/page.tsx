import type { Metadata } from "next";
import { FormationsScreen } from "@/features/catalogue/components/admin/formations-screen";
import { adminPage } from "@/server/auth/pages";
import { getDb } from "@/server/database";
import { loadFormationsScreen } from "@/features/catalogue/admin-queries";

export const metadata: Metadata = { title: "Gestion des formations" };

export default async function FormationsPage({ searchParams }: PageProps<"/dashboard/formations">) {
  await adminPage();
  return <FormationsScreen {...await loadFormationsScreen(await getDb(), await searchParams)} />;
}
