const wholeEuros = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0 });
const eurosAndCents = new Intl.NumberFormat("fr-FR", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A price excluding tax as the catalogue shows it: '1 490 € HT', '99,50 € HT'. */
export function formatPriceNoTax(price: string | number): string {
  const amount = Number(price);
  const formatter = Number.isInteger(amount) ? wholeEuros : eurosAndCents;
  return `${formatter.format(amount)} € HT`;
}

/** An amount in cents as a document states it: '1 788,00 €'. */
export function formatEuros(cents: number): string {
  return `${eurosAndCents.format(cents / 100)}\u00a0€`;
}

/** Cents as a form's euro field shows them back: '1400,50'. */
export function typedEuros(cents: number): string {
  return (cents / 100).toFixed(2).replace(".", ",");
}
