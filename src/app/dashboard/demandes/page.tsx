import type { Metadata } from "next";
import { loadRequestsScreen } from "@/features/contact/admin-queries";
import { RequestsScreen } from "@/features/contact/components/admin/requests-screen";
import { adminPage } from "@/server/auth/pages";
import { getDb } from "@/server/database";

export const metadata: Metadata = { title: "Demandes" };

export default async function RequestsPage({ searchParams }: PageProps<"/dashboard/demandes">) {
  await adminPage();
  return <RequestsScreen {...await loadRequestsScreen(await getDb(), await searchParams)} />;
}
