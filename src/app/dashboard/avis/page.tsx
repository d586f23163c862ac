import type { Metadata } from "next";
import { loadAnswersScreen } from "@/features/surveys/admin-queries";
import { AnswersScreen } from "@/features/surveys/components/admin/answers-screen";
import { adminPage } from "@/server/auth/pages";
import { getDb } from "@/server/database";

export const metadata: Metadata = { title: "Avis des stagiaires" };

export default async function SurveyAnswersPage({ searchParams }: PageProps<"/dashboard/avis">) {
  await adminPage();
  return <AnswersScreen {...await loadAnswersScreen(await getDb(), await searchParams)} />;
}
