import { AdminPageHeader, CardGrid, ManagedList, SearchForm } from "@/components/ui/admin-list";
import { paths } from "@/config/paths";
import type { ListParams } from "@/lib/list-params";
import type { listLocations } from "../../admin-queries";
import { LocationCard } from "./location-card";
import { LocationDialog } from "./location-dialog";

/** 'Gestion des lieux': the search, the cards and the dialog that creates one. */
export function LocationsScreen({
  params,
  rows,
  total,
}: Awaited<ReturnType<typeof listLocations>> & { params: ListParams }) {
  return (
    <>
      <AdminPageHeader
        title="Gestion des lieux"
        description="Administrer les lieux de formation"
        action={<LocationDialog />}
      />
      <SearchForm label="Rechercher un lieu" query={params.q} />
      <ManagedList
        total={total}
        shown={rows.length}
        query={params.q}
        noun={["lieu", "lieux"]}
        empty={
          params.q ? "Aucun lieu ne correspond à cette recherche." : "Aucun lieu pour le moment."
        }
        pathname={paths.locationsAdmin}
        params={{ q: params.q }}
        page={params.page}
      >
        <CardGrid label="Lieux">
          {rows.map((location) => (
            <LocationCard key={location.id} location={location} />
          ))}
        </CardGrid>
      </ManagedList>
    </>
  );
}
