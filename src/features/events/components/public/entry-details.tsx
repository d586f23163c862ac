import { formatDateRange } from "@/lib/dates";
import { countdownText, eventPlace, type CalendarEntry } from "../../calendar";

/** What the tooltip and the dialog tell of an entry: its kind for a session, name, dates, place, seats and countdown. */
export function EntryDetails({ entry, today, showName = true }: { entry: CalendarEntry; today: string; showName?: boolean }) {
  return (
    <div className="space-y-1">
      {entry.kind === "session" ? <p className="text-xs font-semibold uppercase tracking-wider opacity-85">Session de formation</p> : null}
      {showName ? <p className="font-display text-base font-bold">{entry.nom}</p> : null}
      {entry.kind === "event" && entry.description ? <p className="opacity-85">{entry.description}</p> : null}
      <p className="font-semibold">{formatDateRange(entry.start_date, entry.end_date)}</p>
      <p>{entry.kind === "event" ? eventPlace(entry) : entry.place}</p>
      {entry.kind === "session" && entry.seats ? <p className="font-semibold">{entry.seats}</p> : null}
      <p className="font-semibold" data-testid="countdown">
        {countdownText(entry, today)}
      </p>
    </div>
  );
}
