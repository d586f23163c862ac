import { Icon } from "@/components/ui/icon";
import { formatDateRange } from "@/lib/dates";
import { EVENT_UNAVAILABLE, eventPlace } from "@/features/catalogue/event-formations";

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
    <div className="formation-card-event">
      <p data-testid="event-name">{event?.nom ?? EVENT_UNAVAILABLE}</p>
      <p>
        <Icon name="map-pin" />
        {eventPlace(location)}
      </p>
      {dates ? (
        <p data-testid="event-dates">
          <Icon name="calendar-days" />
          {dates}
        </p>
      ) : null}
    </div>
  );
}
