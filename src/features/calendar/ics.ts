import { addDays } from "@/lib/dates";
import { icsCalendar, icsDay, icsInstant, icsText as text } from "@/lib/icalendar";
import { entryHref, type CalendarEntry } from "./calendar";

/** The lines of an entry that differ by kind: what it is called, said and where it leads. */
function entryLines(entry: CalendarEntry, url: string): string[] {
  if (entry.kind === "event") {
    return [
      `SUMMARY:${text(entry.nom)}`,
      ...(entry.description ? [`DESCRIPTION:${text(entry.description)}`] : []),
      ...(entry.location
        ? [
            `LOCATION:${text([entry.location.city, entry.location.country].filter(Boolean).join(", "))}`,
          ]
        : []),
      `URL:${url}`,
    ];
  }
  return [
    `SUMMARY:${text(`Session de formation : ${entry.nom}`)}`,
    `DESCRIPTION:${text([entry.seats, `${entry.open ? "Inscription" : "Programme"} : ${url}`].filter(Boolean).join("\n"))}`,
    `LOCATION:${text(entry.place)}`,
    `URL:${url}`,
  ];
}

/**
 * The events and sessions as an iCalendar feed (all-day entries, the end date exclusive as RFC
 * 5545 wants), for calendar applications to subscribe to.
 */
export function calendarIcs(
  entries: CalendarEntry[],
  options: { brandName: string; siteUrl: string; now: Date },
): string {
  const stamp = icsInstant(options.now);
  const host = new URL(options.siteUrl).hostname;
  return icsCalendar(
    {
      productName: `${options.brandName}//Calendrier des événements`,
      calendarName: `${options.brandName} : événements tech et sessions`,
      method: "PUBLISH",
    },
    entries.flatMap((entry) => [
      "BEGIN:VEVENT",
      `UID:${entry.kind}-${entry.id}@${host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icsDay(entry.start_date)}`,
      `DTEND;VALUE=DATE:${icsDay(addDays(entry.end_date, 1))}`,
      ...entryLines(entry, new URL(entryHref(entry), options.siteUrl).toString()),
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    ]),
  );
}
