/** Hours of teaching in a day of formation, when a duration is given in days (Qualiopi usage). */
export const HOURS_PER_DAY = 7;

/**
 * The hours of a formation from its duration as staff write it ('2 jours', '1 jour', '3 heures',
 * '21 h', 'une demi-journée'): days count seven hours, a half-day three and a half. A duration
 * that names no unit counts as one day.
 */
export function durationHours(duration: string): number {
  const text = duration.toLocaleLowerCase("fr").replace(",", ".");
  const amount = Number(/(\d+(?:\.\d+)?)/.exec(text)?.[1] ?? 1);
  if (/demi[- ]journ/.test(text)) return amount * (HOURS_PER_DAY / 2);
  if (/\d\s*(h\b|heure)/.test(text)) return amount;
  if (/jour|\dj\b/.test(text)) return amount * HOURS_PER_DAY;
  return HOURS_PER_DAY;
}

/** An ISO 8601 duration in hours, as schema.org's courseWorkload expects: 14 → 'PT14H'. */
export function isoHours(hours: number): string {
  return `PT${Number(hours.toFixed(1))}H`;
}
