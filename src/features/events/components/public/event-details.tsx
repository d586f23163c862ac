import { formatDateRange } from "@/lib/dates";
import { countdownText, eventPlace, type CalendarEvent } from "../../calendar";

/** Name, description, dates, place and countdown of an event (tooltip and dialog). */
export function EventDetails({ event, today, showName = true }: { event: CalendarEvent; today: string; showName?: boolean }) {
  return (
    <div className="space-y-1">
      {showName ? <p className="font-display text-base font-bold">{event.nom}</p> : null}
      {event.description ? <p className="opacity-85">{event.description}</p> : null}
      <p className="font-semibold">{formatDateRange(event.start_date, event.end_date)}</p>
      <p>{eventPlace(event)}</p>
      <p className="font-semibold" data-testid="countdown">
        {countdownText(event, today)}
      </p>
    </div>
  );
}
