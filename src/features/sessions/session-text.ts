import { formatDateRange, formatDayList, type DateRangeOptions } from "@/lib/dates";
import type { sessionPlaces } from "./constants";
import { hoursOfDay, type SessionCalendar } from "./session-schedule";

/** What a session's place reads as: its city, 'À distance', or the client's premises. */
export function placeText(session: {
  place: (typeof sessionPlaces)[number];
  city: string | null;
}): string {
  if (session.place === "remote") return "À distance";
  if (session.place === "client") return "Dans vos locaux";
  return session.city ?? "Lieu à préciser";
}

/** Where trainees go in person: the location's full address when known, else what placeText says. */
export function addressText(session: {
  place: (typeof sessionPlaces)[number];
  city: string | null;
  address: string | null;
}): string {
  return session.place === "location"
    ? (session.address ?? placeText(session))
    : placeText(session);
}

/** Where the trainee is expected: the full address, a virtual classroom, or their own premises. */
export function whereText(session: {
  place: (typeof sessionPlaces)[number];
  city: string | null;
  address: string | null;
  remote_link: string | null;
}): string {
  if (session.place === "remote") {
    return session.remote_link
      ? "À distance, en classe virtuelle"
      : "À distance, en classe virtuelle : le lien de connexion vous sera envoyé avant le début de la session.";
  }
  if (session.place === "client") return "Dans les locaux de votre entreprise.";
  return addressText(session);
}

/** What a virtual classroom asks of a trainee's computer, in the convocation and the reminders. */
export const REMOTE_PREREQUISITES =
  "Pour la classe virtuelle : un ordinateur avec micro, haut-parleurs ou casque et caméra, une connexion d'au moins 2 Mbit/s et un navigateur récent (Chrome, Edge, Firefox ou Safari). Ouvrez le lien la veille pour vérifier que tout fonctionne.";

/** How the session is taught: in a room, or a virtual classroom. */
export function modeText(session: { place: (typeof sessionPlaces)[number] }): string {
  return session.place === "remote" ? "Classe virtuelle" : "En présentiel";
}

/** The days of a session named one by one; more make a period. */
const LISTED_DAYS = 6;

/**
 * 'Du 11 au 13 janvier 2027, 9 h – 17 h' ('du …' to continue a sentence); a session on days of
 * its own names them: 'Les 14, 15 et 18 décembre 2026, 9 h – 17 h', each with its hours when
 * they differ.
 */
export function datesText(
  session: Pick<SessionCalendar, "start_date" | "end_date" | "daily_hours"> & {
    schedule?: SessionCalendar["schedule"];
  },
  options: DateRangeOptions = {},
): string {
  const { schedule } = session;
  if (schedule) {
    const hoursOf = (day: string) => hoursOfDay(session, day);
    const days = schedule.map(({ day }) => day);
    const sameHours = new Set(days.map(hoursOf)).size === 1;
    const common = sameHours ? hoursOf(days[0]!) : null;
    // A long list of days would fill a mail's subject: the period and how many days then.
    if (days.length > LISTED_DAYS) {
      const period = `${formatDateRange(session.start_date, session.end_date, options)} (${days.length} jours)`;
      if (!sameHours) return `${period}, horaires selon les jours`;
      return common ? `${period}, ${common}` : period;
    }
    const dates = formatDayList(days, options, sameHours ? undefined : hoursOf);
    return common ? `${dates}, ${common}` : dates;
  }
  const dates = formatDateRange(session.start_date, session.end_date, options);
  return session.daily_hours ? `${dates}, ${session.daily_hours}` : dates;
}
