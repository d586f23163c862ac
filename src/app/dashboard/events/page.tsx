import type { Metadata } from "next";
import { loadEventsScreen } from "@/features/events/admin-queries";
import { EventsScreen } from "@/features/events/components/admin/events-screen";
import { adminPage } from "@/server/auth/pages";
import { getDb } from "@/server/database";

export const metadata: Metadata = { title: "Gestion des événements" };

export default async function EventsPage({ searchParams }: PageProps<"/dashboard/events">) {
  await adminPage();
  return <EventsScreen {...await loadEventsScreen(await getDb(), await searchParams)} />;
}
