import { CalendarDays, MapPin } from "lucide-react";
import { AdminCard, CardActions } from "@/components/ui/admin-list";
import { DeleteButton } from "@/components/ui/delete-button";
import { deleteEvent } from "../../actions";
import { EventDialog } from "./event-dialog";
import { eventLocationLabel, type LocationChoice } from "../../schema";
import { formatLongDate } from "@/lib/dates";
import type { EventRow } from "../../admin-queries";

export function EventCard({ event, locations }: { event: EventRow; locations: LocationChoice[] }) {
  return (
    <AdminCard>
      <h2 className="font-display text-lg font-bold">{event.nom}</h2>
      {event.description ? (
        <p className="mt-2 line-clamp-3 text-sm text-ink/80">{event.description}</p>
      ) : null}
      <p className="mt-3 flex items-center gap-2 text-sm font-semibold">
        <CalendarDays aria-hidden className="size-4 shrink-0" />
        {formatLongDate(event.start_date)}
        {event.end_date !== event.start_date ? ` – ${formatLongDate(event.end_date)}` : null}
      </p>
      <p className="mt-1 flex items-center gap-2 text-sm text-ink/80">
        <MapPin aria-hidden className="size-4 shrink-0" />
        {eventLocationLabel(event.location, locations)}
      </p>
      <CardActions>
        <EventDialog target={{ id: event.id, name: event.nom }} locations={locations} />
        <DeleteButton
          itemName={event.nom}
          question="Êtes-vous sûr de vouloir supprimer cet événement ?"
          action={deleteEvent.bind(null, event.id)}
          messages={{
            success: "Événement supprimé avec succès",
            failure: "Impossible de supprimer l'événement",
          }}
        />
      </CardActions>
    </AdminCard>
  );
}
