import { addDays } from "@/lib/dates";
import { entryHref, type CalendarEntry } from "./calendar";

/** RFC 5545 text value: backslash, semicolon, comma and newlines escaped. */
function text(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets are folded (continuation lines start with a space). */
function fold(line: string): string {
  const bytes = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  for (const character of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes.encode(current + character).length > limit) {
      parts.push(current);
      current = "";
    }
    current += character;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const compactDay = (day: string) => day.replaceAll("-", "");

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
  const stamp = options.now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const host = new URL(options.siteUrl).hostname;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${text(options.brandName)}//Calendrier des événements//FR`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${text(`${options.brandName} : événements tech et sessions`)}`,
    "X-WR-TIMEZONE:Europe/Paris",
    ...entries.flatMap((entry) => [
      "BEGIN:VEVENT",
      `UID:${entry.kind}-${entry.id}@${host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compactDay(entry.start_date)}`,
      `DTEND;VALUE=DATE:${compactDay(addDays(entry.end_date, 1))}`,
      ...entryLines(entry, new URL(entryHref(entry), options.siteUrl).toString()),
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
