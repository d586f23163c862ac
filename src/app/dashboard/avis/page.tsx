import type { Metadata } from "next";
import { answerSourceLabels, readAnswerFilters } from "@/features/surveys/answer-filters";
import { loadAnswersScreen } from "@/features/surveys/admin-queries";
import { AnswersScreen } from "@/features/surveys/components/admin/answers-screen";
import { adminPage } from "@/server/auth/pages";
import { getDb } from "@/server/database";

export async function generateMetadata({
  searchParams,
}: PageProps<"/dashboard/avis">): Promise<Metadata> {
  return { title: answerSourceLabels[readAnswerFilters(await searchParams).source] };
}

export default async function SurveyAnswersPage({ searchParams }: PageProps<"/dashboard/avis">) {
  await adminPage();
  return <AnswersScreen {...await loadAnswersScreen(await getDb(), await searchParams)} />;
}
