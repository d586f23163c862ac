import type { Metadata } from "next";
import {
  AdminPageHeader,
  CardGrid,
  EmptyState,
  Pagination,
  ResultCount,
  SearchForm,
} from "@/components/ui/admin-list";
import { paths } from "@/config/paths";
import { getDb } from "@/server/database";
import { LocationDialog } from "@/features/locations/components/admin/location-dialog";
import { listLocations } from "@/features/locations/queries";
import { readListParams } from "@/lib/list-params";
import { adminPage } from "@/server/auth/pages";
import { LocationCard } from "@/features/locations/components/admin/location-card";

export const metadata: Metadata = { title: "Gestion des lieux" };

export default async function LocationsPage({ searchParams }: PageProps<"/dashboard/locations">) {
  await adminPage();
  const params = readListParams(await searchParams);
  const { rows, total } = await listLocations(await getDb(), params);
  return (
    <>
      <AdminPageHeader
        title="Gestion des lieux"
        description="Administrer les lieux de formation"
        action={<LocationDialog />}
      />
      <SearchForm label="Rechercher un lieu" query={params.q} />
      <ResultCount total={total} query={params.q} noun={["lieu", "lieux"]} />
      {rows.length === 0 ? (
        <EmptyState>
          {params.q ? "Aucun lieu ne correspond à cette recherche." : "Aucun lieu pour le moment."}
        </EmptyState>
      ) : (
        <CardGrid label="Lieux">
          {rows.map((location) => (
            <LocationCard key={location.id} location={location} />
          ))}
        </CardGrid>
      )}
      <Pagination
        pathname={paths.locationsAdmin}
        params={{ q: params.q }}
        page={params.page}
        total={total}
      />
    </>
  );
}
