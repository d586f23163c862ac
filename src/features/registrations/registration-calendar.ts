import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import { addDays, parisInstant } from "@/lib/dates";
import { icsCalendar, icsDay, icsInstant, icsText } from "@/lib/icalendar";
import type { MailAttachment } from "@/lib/mail-attachment";
import {
  sessionDays,
  dailyHoursOf,
  hoursOfDay,
  whereText,
  type RegisteredSession,
} from "@/features/sessions/public";

/** The site a calendar entry comes from: its name and address. */
type CalendarSite = Pick<SiteConfig, "brandName" | "baseUrl">;

/** What a trainee's calendar entry needs beside the session and the site. */
interface CalendarOptions {
  now: Date;
  /** A cancelled registration's entry removes the days from the trainee's calendar. */
  cancelled?: boolean;
  /** Only a confirmed place is given the virtual classroom's link. */
  confirmed?: boolean;
  /**
   * The session as it was before staff moved it: the days it had beyond the new ones are
   * cancelled in the trainee's calendar, not left there.
   */
  former?: RegisteredSession;
}

/**
 * The entries' SEQUENCE: seconds since 2020, so that a change mailed a few seconds after the
 * convocation still carries a higher one (calendars ignore an update that does not), within
 * iCalendar's 32-bit integer for decades, and above the minutes since 1970 earlier mails carried.
 */
function calendarSequence(now: Date): number {
  return Math.floor((now.getTime() - Date.UTC(2020, 0, 1)) / 1000);
}

/** One day's start and end: at its hours when the session states them, else the whole day. */
function dayLines(session: RegisteredSession, day: string): string[] {
  const hours = dailyHoursOf(hoursOfDay(session, day));
  if (!hours)
    return [`DTSTART;VALUE=DATE:${icsDay(day)}`, `DTEND;VALUE=DATE:${icsDay(addDays(day, 1))}`];
  return [
    `DTSTART:${icsInstant(parisInstant(day, hours.start))}`,
    `DTEND:${icsInstant(parisInstant(day, hours.end))}`,
  ];
}

/**
 * A trainee's session as calendar entries, one per day taught with its hours and place. Each
 * day's UID is the registration's and the day's rank, so a later mail (a change, a cancellation) updates the same
 * entries rather than adding others; the sequence grows with time for the same reason. It holds
 * no personal link: an attachment stays in the mailbox as it was sent.
 */
export function registrationCalendar(
  registrationId: number,
  session: RegisteredSession,
  { brandName, baseUrl }: CalendarSite,
  { now, cancelled = false, confirmed = false, former }: CalendarOptions,
): string {
  const host = new URL(baseUrl).hostname;
  const programme = new URL(paths.formation(session.formation.slug), baseUrl).toString();
  const classroom =
    confirmed && !cancelled && session.place === "remote" && session.remote_link
      ? `Classe virtuelle : ${session.remote_link}`
      : null;
  const place = classroom ?? whereText({ ...session, remote_link: null });
  const description = [
    session.trainer ? `Formateur : ${session.trainer}` : null,
    classroom,
    `Programme : ${programme}`,
  ].filter(Boolean);
  const days = sessionDays(session);
  const entry = (from: RegisteredSession, day: string, index: number, ended: boolean) => [
    "BEGIN:VEVENT",
    // By the day's rank rather than its date: a session moved to other dates moves these entries.
    `UID:registration-${registrationId}-jour-${index + 1}@${host}`,
    `DTSTAMP:${icsInstant(now)}`,
    `SEQUENCE:${calendarSequence(now)}`,
    ...dayLines(from, day),
    `SUMMARY:${icsText(`Formation : ${session.formation.title}`)}`,
    `LOCATION:${icsText(place)}`,
    `DESCRIPTION:${icsText(description.join("\n"))}`,
    `URL:${programme}`,
    `STATUS:${ended ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
  ];
  const dropped = former ? sessionDays(former).slice(days.length) : [];
  return icsCalendar(
    { productName: `${brandName}//Inscription`, method: cancelled ? "CANCEL" : "PUBLISH" },
    [
      ...days.flatMap((day, index) => entry(session, day, index, cancelled)),
      ...dropped.flatMap((day, index) => entry(former!, day, days.length + index, true)),
    ],
  );
}

/** The same entries as a mail attachment, opened by calendar applications. */
export function calendarAttachment(
  registrationId: number,
  session: RegisteredSession,
  site: CalendarSite,
  options: CalendarOptions,
): MailAttachment {
  return {
    filename: "formation.ics",
    contentType: `text/calendar; charset=utf-8; method=${options.cancelled ? "CANCEL" : "PUBLISH"}`,
    content: registrationCalendar(registrationId, session, site, options),
  };
}
