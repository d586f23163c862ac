/** RFC 5545's building blocks, shared by the public feed and a trainee's own calendar entry. */

/** A text value: backslash, semicolon, comma and newlines escaped. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
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

/** An instant in UTC as a DATE-TIME value: 20270111T080000Z. */
export function icsInstant(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** A `YYYY-MM-DD` day as a DATE value: 20270111. */
export const icsDay = (day: string) => day.replaceAll("-", "");

/** A calendar of the given lines (its events), folded and CRLF-terminated as the RFC wants. */
export function icsCalendar(
  header: { productName: string; calendarName?: string; method: "PUBLISH" | "CANCEL" },
  body: readonly string[],
): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icsText(header.productName)}//FR`,
    "CALSCALE:GREGORIAN",
    `METHOD:${header.method}`,
    ...(header.calendarName ? [`X-WR-CALNAME:${icsText(header.calendarName)}`] : []),
    "X-WR-TIMEZONE:Europe/Paris",
    ...body,
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
