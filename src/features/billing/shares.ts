/**
 * How a place's price is shared between its payers (docs/decisions/083-billing.md): only the
 * hours attended and certified are billed, at the place's hourly price, since a provider owes
 * back what it did not teach (Code du travail, L6354-1). A funder with an agreed amount (an OPCO
 * under subrogation, a public funder, the CPF) pays up to what it agreed; the line without an
 * agreed amount pays the rest of the hours' value. All in cents, excluding tax.
 */

export interface FinancingShareLine {
  id: number;
  /** Null for the line that pays the rest. */
  agreedAmount: number | null;
}

export interface PlaceHours {
  /** Minutes the certificat de réalisation certifies, out of those planned. */
  certifiedMinutes: number;
  plannedMinutes: number;
}

export interface PlaceShares {
  /** Each line's amount, by its id. */
  amounts: Map<number, number>;
  /** The price at the hours certified, which the funders' amounts are capped at. */
  certifiedValue: number;
  /** What no line pays of the hours' value, when no line takes the rest. */
  unpaid: number;
}

/** The price of the hours certified: the place's price pro rata of its planned minutes. */
export function certifiedValueOf(price: number, hours: PlaceHours): number {
  if (hours.plannedMinutes <= 0) return 0;
  const minutes = Math.min(hours.certifiedMinutes, hours.plannedMinutes);
  return Math.round((price * minutes) / hours.plannedMinutes);
}

export function sharePlacePrice(
  price: number,
  hours: PlaceHours,
  lines: readonly FinancingShareLine[],
): PlaceShares {
  const certifiedValue = certifiedValueOf(price, hours);
  const amounts = new Map<number, number>();
  // Funders pay in the order their lines were entered, together never more than the hours
  // certified are worth.
  let funded = 0;
  for (const line of lines) {
    if (line.agreedAmount === null) continue;
    const amount = Math.min(line.agreedAmount, certifiedValue - funded);
    amounts.set(line.id, amount);
    funded += amount;
  }
  const rest = lines.find((line) => line.agreedAmount === null);
  if (rest) amounts.set(rest.id, certifiedValue - funded);
  return { amounts, certifiedValue, unpaid: rest ? 0 : certifiedValue - funded };
}

/** Hours as an invoice states them: minutes to hours with two decimals ('19.5' for 19 h 30). */
export function hoursOf(minutes: number): string {
  return (Math.round((minutes / 60) * 100) / 100).toFixed(2);
}

/** A unit price to four decimals that, times the quantity, gives the amount (cents) to the cent. */
export function unitPriceOf(amount: number, quantity: string): string {
  const units = Number(quantity);
  return units > 0 ? (amount / 100 / units).toFixed(4) : (amount / 100).toFixed(4);
}
