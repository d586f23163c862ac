import { MapPin } from "lucide-react";
import type { Metadata } from "next";
import Image from "next/image";
import { AdminCard, AdminPageHeader, Badge, CardActions, CardGrid, EmptyState, Pagination, ResultCount, SearchForm } from "@/components/ui/admin-list";
import { DeleteButton } from "@/components/ui/delete-button";
import { ImageUploadButton } from "@/components/ui/image-upload-button";
import { paths } from "@/config/paths";
import { getDb } from "@/db/client";
import { deleteLocation } from "@/features/admin-locations/actions";
import { LocationDialog } from "@/features/admin-locations/components/location-dialog";
import { listLocations } from "@/features/admin-locations/queries";
import { formatDateRange } from "@/lib/dates";
import { readListParams } from "@/lib/list-params";
import { adminPage } from "@/server/auth/pages";

export const metadata: Metadata = { title: "Gestion des lieux" };

export default async function LocationsPage({ searchParams }: PageProps<"/dashboard/locations">) {
  await adminPage();
  const params = readListParams(await searchParams);
  const { rows, total } = await listLocations(await getDb(), params);
  return (
    <>
      <AdminPageHeader title="Gestion des lieux" description="Administrer les lieux de formation" action={<LocationDialog />} />
      <SearchForm label="Rechercher un lieu" query={params.q} />
      <ResultCount total={total} query={params.q} noun={["lieu", "lieux"]} />
      {rows.length === 0 ? (
        <EmptyState>{params.q ? "Aucun lieu ne correspond à cette recherche." : "Aucun lieu pour le moment."}</EmptyState>
      ) : (
        <CardGrid label="Lieux">
          {rows.map((location) => {
            const name = [location.city, location.country].filter(Boolean).join(", ");
            return (
              <AdminCard key={location.id}>
                <div className="-mx-5 -mt-5 mb-4 aspect-video overflow-hidden rounded-t-3xl bg-brand-blue-soft">
                  {location.image ? (
                    <Image
                      src={paths.locationImage(location.id, location.image)}
                      alt=""
                      width={960}
                      height={540}
                      unoptimized
                      className="size-full object-cover"
                    />
                  ) : null}
                </div>
                <div className="flex items-start justify-between gap-3">
                  <div>
                    <h2 className="font-display text-lg font-bold">{location.country}</h2>
                    {location.city ? <p className="text-ink/80">{location.city}</p> : null}
                  </div>
                  {location.permanent ? <Badge tone="green">Permanent</Badge> : <Badge tone="blue">Temporaire</Badge>}
                </div>
                {location.address ? (
                  <p className="mt-3 flex gap-2 text-sm text-ink/80">
                    <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" /> {location.address}
                  </p>
                ) : null}
                {!location.permanent && location.stay_start ? (
                  <p className="mt-2 text-sm font-semibold">{formatDateRange(location.stay_start, location.stay_end)}</p>
                ) : null}
                <CardActions>
                  <ImageUploadButton
                    url={paths.imageUpload("locations", location.id)}
                    label={`Changer l'illustration de ${name}`}
                    success="Illustration mise à jour"
                  />
                  <LocationDialog target={{ id: location.id, name }} />
                  <DeleteButton
                    itemName={name}
                    question="Êtes-vous sûr de vouloir supprimer ce lieu ?"
                    action={deleteLocation.bind(null, location.id)}
                    messages={{ success: "Lieu supprimé avec succès", failure: "Impossible de supprimer le lieu" }}
                  />
                </CardActions>
              </AdminCard>
            );
          })}
        </CardGrid>
      )}
      <Pagination pathname={paths.locationsAdmin} params={{ q: params.q }} page={params.page} total={total} />
    </>
  );
}
