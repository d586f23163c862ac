import { ofName } from "@/lib/text";
import { MapPin } from "lucide-react";
import Image from "next/image";
import { AdminCard, Badge, CardActions } from "@/components/ui/admin-list";
import { DeleteButton } from "@/components/ui/delete-button";
import { ImageUploadButton } from "@/components/ui/image-upload-button";
import { paths } from "@/config/paths";
import { deleteLocation } from "../../actions";
import { LocationDialog } from "./location-dialog";
import { formatDateRange } from "@/lib/dates";
import type { LocationRow } from "../../admin-queries";

export function LocationCard({ location }: { location: LocationRow }) {
  const name = [location.city, location.country].filter(Boolean).join(", ");
  return (
    <AdminCard>
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
        {location.permanent ? (
          <Badge tone="green">Permanent</Badge>
        ) : (
          <Badge tone="blue">Temporaire</Badge>
        )}
      </div>
      {location.address ? (
        <p className="mt-3 flex gap-2 text-sm text-ink/80">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" /> {location.address}
        </p>
      ) : null}
      {!location.permanent && location.stay_start ? (
        <p className="mt-2 text-sm font-semibold">
          {formatDateRange(location.stay_start, location.stay_end)}
        </p>
      ) : null}
      <CardActions>
        <ImageUploadButton
          url={paths.imageUpload("locations", location.id)}
          label={`Changer l'illustration ${ofName(name)}`}
          success="Illustration mise à jour"
          shape="banner"
          removal={
            location.image
              ? {
                  label: `Retirer l'illustration ${ofName(name)}`,
                  question: `L'illustration ${ofName(name)} ne sera plus affichée sur le site.`,
                  success: "Illustration retirée",
                }
              : undefined
          }
        />
        <LocationDialog target={{ id: location.id, name }} />
        <DeleteButton
          itemName={name}
          question="Êtes-vous sûr de vouloir supprimer ce lieu ?"
          action={deleteLocation.bind(null, location.id)}
          messages={{
            success: "Lieu supprimé avec succès",
            failure: "Impossible de supprimer le lieu",
          }}
        />
      </CardActions>
    </AdminCard>
  );
}
