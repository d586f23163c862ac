import type { Metadata } from "next";
import { listTrainers } from "@/features/session-desk/admin-queries";
import { TrainersScreen } from "@/features/session-desk/components/admin/trainers-screen";
import { adminPage } from "@/server/auth/pages";
import { getDb } from "@/server/database";

export const metadata: Metadata = { title: "Formateurs" };

export default async function TrainersPage() {
  await adminPage();
  return <TrainersScreen trainers={await listTrainers(await getDb())} />;
}
