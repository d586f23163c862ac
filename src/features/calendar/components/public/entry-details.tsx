import { formatDateRange } from "@/lib/dates";
import { countdownText, eventPlace, type CalendarEntry } from "@/features/calendar/calendar";

/** What the tooltip and the dialog tell of an entry: its kind for a session, name, dates, place, seats and countdown. */
export function EntryDetails({
  entry,
  today,
  showName = true,
}: {
  entry: CalendarEntry;
  today: string;
  showName?: boolean;
}) {
  return (
    // Styled in globals.css: the month grid repeats these details on each day of each entry.
    <div className="entry-details">
      {entry.kind === "session" ? <p data-part="kind">Session de formation</p> : null}
      {showName ? <p data-part="name">{entry.nom}</p> : null}
      {entry.kind === "event" && entry.description ? (
        <p className="opacity-85">{entry.description}</p>
      ) : null}
      <p className="font-semibold">{formatDateRange(entry.start_date, entry.end_date)}</p>
      <p>{entry.kind === "event" ? eventPlace(entry) : entry.place}</p>
      {entry.kind === "session" && entry.seats ? (
        <p className="font-semibold">{entry.seats}</p>
      ) : null}
      <p className="font-semibold" data-testid="countdown">
        {countdownText(entry, today)}
      </p>
    </div>
  );
}
