import type { Metadata } from "next";
import { listLocations } from "@/features/locations/admin-queries";
import { LocationsScreen } from "@/features/locations/components/admin/locations-screen";
import { readListParams } from "@/lib/list-params";
import { adminPage } from "@/server/auth/pages";
import { getDb } from "@/server/database";

export const metadata: Metadata = { title: "Gestion des lieux" };

export default async function LocationsPage({ searchParams }: PageProps<"/dashboard/locations">) {
  await adminPage();
  const params = readListParams(await searchParams);
  const page = await listLocations(await getDb(), params);
  return <LocationsScreen {...page} params={params} />;
}
