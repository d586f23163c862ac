import type { Metadata } from "next";
import { loadArticlesScreen } from "@/features/blog/admin-queries";
import { ArticlesScreen } from "@/features/blog/components/admin/articles-screen";
import { adminPage } from "@/server/auth/pages";
import { currentDay } from "@/server/clock";
import { getDb } from "@/server/database";

export const metadata: Metadata = { title: "Gestion des articles" };

export default async function ArticlesPage({ searchParams }: PageProps<"/dashboard/blog">) {
  await adminPage();
  const screen = await loadArticlesScreen(await getDb(), await searchParams);
  return <ArticlesScreen {...screen} today={currentDay()} />;
}
