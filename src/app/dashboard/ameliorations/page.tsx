import type { Metadata } from "next";
import { loadImprovementsScreen } from "@/features/quality/admin-queries";
import { ImprovementsScreen } from "@/features/quality/components/admin/improvements-screen";
import { adminPage } from "@/server/auth/pages";
import { getDb } from "@/server/database";

export const metadata: Metadata = { title: "Améliorations" };

export default async function ImprovementsPage({
  searchParams,
}: PageProps<"/dashboard/ameliorations">) {
  await adminPage();
  return (
    <ImprovementsScreen {...await loadImprovementsScreen(await getDb(), await searchParams)} />
  );
}
