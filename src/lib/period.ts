import { addDays } from "./dates";
import { isDay } from "./validation";
import { searchParam, type SearchParams } from "./list-params";

/** A period of days, both included, as the audit export asks it (`?du=2026-01-01&au=2026-12-31`). */
export interface Period {
  from: string;
  to: string;
}

/** A day of the years a register can hold: any other is a forged address. */
const plausible = (day: string) => isDay(day) && day >= "2000-01-01" && day <= "2099-12-31";

/** The period of an address: its days when both are plausible and in order, else the last twelve months. */
export function readPeriod(params: SearchParams, today: string): Period {
  const from = searchParam(params, "du");
  const to = searchParam(params, "au");
  if (plausible(from) && plausible(to) && from <= to) return { from, to };
  return { from: addDays(today, -364), to: today };
}

/** The period as address parameters. */
export function periodParams(period: Period): Record<string, string> {
  return { du: period.from, au: period.to };
}
