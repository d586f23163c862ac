import type { Metadata } from "next";
import { loadSessionsScreen } from "@/features/session-desk/admin-queries";
import { SessionsScreen } from "@/features/session-desk/components/admin/sessions-screen";
import { adminPage } from "@/server/auth/pages";
import { currentDay } from "@/server/clock";
import { getDb } from "@/server/database";

export const metadata: Metadata = { title: "Gestion des sessions" };

export default async function SessionsPage({ searchParams }: PageProps<"/dashboard/sessions">) {
  await adminPage();
  const today = currentDay();
  const screen = await loadSessionsScreen(await getDb(), await searchParams, today);
  return <SessionsScreen {...screen} today={today} />;
}
