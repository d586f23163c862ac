import { durationHours, HOURS_PER_DAY } from "@/lib/course-hours";
import { addDays, formatLongDate, isWeekend } from "@/lib/dates";
import { frenchPublicHoliday } from "@/lib/french-holidays";
import { formatPriceNoTax } from "@/lib/money";
import { countOf, listText } from "@/lib/text";
import { contractGaps } from "@/lib/training-law";
import { sessionDays } from "./session-days";
import { parseSchedule } from "./session-schedule";

const weekdayName = new Intl.DateTimeFormat("fr-FR", { weekday: "long", timeZone: "UTC" });
const dayName = (day: string) =>
  `${weekdayName.format(new Date(`${day}T12:00:00Z`))} ${formatLongDate(day)}`;
/** A session's days are looked at only over a plausible length: a year. */
const LONGEST_CHECKED_DAYS = 366;

/**
 * What the session dialog points out, without refusing it: a session whose length or price
 * differs from its formation's, or that covers a weekend or a French public holiday, and what a
 * contract with an individual would lack (a trainer's credentials, the formation's programme). Staff may mean it (an intensive
 * course, a negotiated price); they should not do it by mistake.
 */
export function sessionWarnings(
  session: {
    start_date: string;
    end_date: string;
    schedule?: string;
    price_no_tax: string;
    trainer?: string;
    trainer_credentials?: string;
  },
  formation: { duration: string; price_no_tax: string; programme: boolean } | undefined,
): string[] {
  const warnings: string[] = [];
  const { start_date: start, end_date: end } = session;
  const datesRead = /^\d{4}-\d{2}-\d{2}$/.test(start) && /^\d{4}-\d{2}-\d{2}$/.test(end);
  if (datesRead && start <= end && addDays(start, LONGEST_CHECKED_DAYS) >= end) {
    const parsed = parseSchedule(session.schedule ?? "");
    const schedule = "days" in parsed ? parsed.days : null;
    // The days it covers: those it names, else every day from its first to its last.
    const days = schedule?.map(({ day }) => day) ?? [];
    if (!schedule) for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
    const weekend = days.find(isWeekend);
    if (weekend) warnings.push(`La session comprend un week-end : ${dayName(weekend)}.`);
    for (const day of days) {
      const holiday = frenchPublicHoliday(day);
      if (holiday) warnings.push(`Jour férié pendant la session : ${dayName(day)} (${holiday}).`);
    }
    if (formation) {
      const planned = Math.max(1, Math.ceil(durationHours(formation.duration) / HOURS_PER_DAY));
      const taught = sessionDays({ ...session, schedule }).length;
      if (taught !== planned)
        warnings.push(
          `La formation dure ${formation.duration} ; cette session compte ${countOf(taught, schedule ? ["jour", "jours"] : ["jour de semaine", "jours de semaine"])}.`,
        );
    }
  }
  const price = session.price_no_tax.trim().replace(",", ".");
  if (formation && price !== "" && Number(price) !== Number(formation.price_no_tax))
    warnings.push(
      `Prix différent de celui de la formation (${formatPriceNoTax(formation.price_no_tax)}).`,
    );
  // Once a trainer is named, or when the formation has no programme: what a contract would lack
  // (agreements.ts refuses to issue it).
  if (session.trainer?.trim() || formation?.programme === false) {
    const gaps = contractGaps({
      trainer: session.trainer ?? null,
      trainerCredentials: session.trainer_credentials ?? null,
      programme: formation?.programme ?? true,
    });
    if (gaps.length > 0)
      warnings.push(
        `Aucun contrat de formation ne pourra être établi pour un particulier sans ${listText(gaps)} (article L6353-4 du Code du travail).`,
      );
  }
  return warnings;
}
