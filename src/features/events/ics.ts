import { addDays } from "@/lib/dates";
import type { CalendarEvent } from "./calendar";

/** RFC 5545 text value: backslash, semicolon, comma and newlines escaped. */
function text(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
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

/**
 * The events as an iCalendar feed (all-day events, the end date exclusive as RFC 5545 wants),
 * for calendar applications to subscribe to.
 */
export function eventsIcs(
  events: CalendarEvent[],
  options: { brandName: string; host: string; eventsUrl: string; now: Date },
): string {
  const stamp = options.now.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${text(options.brandName)}//Calendrier des événements//FR`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${text(`${options.brandName} : événements tech`)}`,
    "X-WR-TIMEZONE:Europe/Paris",
    ...events.flatMap((event) => [
      "BEGIN:VEVENT",
      `UID:event-${event.id}@${options.host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compactDay(event.start_date)}`,
      `DTEND;VALUE=DATE:${compactDay(addDays(event.end_date, 1))}`,
      `SUMMARY:${text(event.nom)}`,
      ...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
      ...(event.location ? [`LOCATION:${text([event.location.city, event.location.country].filter(Boolean).join(", "))}`] : []),
      `URL:${options.eventsUrl}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
