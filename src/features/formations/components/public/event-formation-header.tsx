import { Icon } from "@/components/ui/icon";
import { formatDateRange } from "@/lib/dates";
import { EVENT_UNAVAILABLE, eventPlace } from "../../event-formations";

/** The event part of an event formation's card: which event, where, when. */
export function EventFormationHeader({
  event,
  location,
}: {
  event: { nom: string; start_date: string; end_date: string } | null;
  location: { city: string | null; country: string } | null;
}) {
  const dates = event ? formatDateRange(event.start_date, event.end_date) : "";
  return (
    <div className="-mx-6 -mt-6 mb-1 rounded-t-3xl bg-brand-yellow-soft px-6 py-4 text-sm">
      <p className="font-display text-base font-bold text-ink" data-testid="event-name">
        {event?.nom ?? EVENT_UNAVAILABLE}
      </p>
      <p className="mt-1 flex items-center gap-1.5 text-ink/80">
        <Icon name="map-pin" className="size-4 shrink-0" />
        {eventPlace(location)}
      </p>
      {dates ? (
        <p className="mt-1 flex items-center gap-1.5 text-ink/80" data-testid="event-dates">
          <Icon name="calendar-days" className="size-4 shrink-0" />
          {dates}
        </p>
      ) : null}
    </div>
  );
}
