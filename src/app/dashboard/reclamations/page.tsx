import type { Metadata } from "next";
import { loadComplaintsScreen } from "@/features/quality/admin-queries";
import { ComplaintsScreen } from "@/features/quality/components/admin/complaints-screen";
import { readPeriod } from "@/lib/period";
import { adminPage } from "@/server/auth/pages";
import { currentDay } from "@/server/clock";
import { getDb } from "@/server/database";

export const metadata: Metadata = { title: "Réclamations" };

export default async function ComplaintsPage({
  searchParams,
}: PageProps<"/dashboard/reclamations">) {
  await adminPage();
  const [search, today] = [await searchParams, currentDay()];
  const screen = await loadComplaintsScreen(await getDb(), search, today);
  return <ComplaintsScreen {...screen} period={readPeriod(search, today)} />;
}
