import { addDays, isWeekend } from "./dates";

/** Easter Sunday of a year, by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * France's eleven public holidays of metropolitan France (Code du travail, article L3133-1),
 * without the regional ones (Alsace-Moselle's Good Friday and 26 December, overseas abolition
 * days): the name of the holiday a `YYYY-MM-DD` day is, or null.
 */
export function frenchPublicHoliday(day: string): string | null {
  const year = Number(day.slice(0, 4));
  const easter = easterSunday(year);
  const holidays: Record<string, string> = {
    [`${year}-01-01`]: "jour de l'An",
    [addDays(easter, 1)]: "lundi de Pâques",
    [`${year}-05-01`]: "fête du Travail",
    [`${year}-05-08`]: "Victoire 1945",
    [addDays(easter, 39)]: "Ascension",
    [addDays(easter, 50)]: "lundi de Pentecôte",
    [`${year}-07-14`]: "fête nationale",
    [`${year}-08-15`]: "Assomption",
    [`${year}-11-01`]: "Toussaint",
    [`${year}-11-11`]: "Armistice 1918",
    [`${year}-12-25`]: "Noël",
  };
  return holidays[day] ?? null;
}

/** Whether a `YYYY-MM-DD` day is worked: neither a weekend nor a national public holiday. */
export function isWorkingDay(day: string): boolean {
  return !isWeekend(day) && frenchPublicHoliday(day) === null;
}
